/**
 * Splits of the registry, per visitor (issue 14): a remote may run a canary version for a share
 * of a site's visitors. Each visitor has a random id in a first-party cookie; the id and the
 * remote's name give the visitor a bucket 0–99, and buckets below the canary's percent get the
 * canary. So a visitor keeps the same version on every load (and the server-drawn and client
 * parts of a page agree: both read the versions the page's boot data names), a canary raised from
 * 10 % to 50 % keeps its first visitors, and two remotes' splits are independent.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RemoteActivation, RemoteVersion } from '@amora/shared/types';

/** The visitor's id for splits: random, first-party, HttpOnly. */
export const VISITOR_COOKIE = 'amora_visitor';
/** One year, in seconds. */
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** A new visitor id: 16 random bytes, base64url. */
export const newVisitorId = (): string => randomBytes(16).toString('base64url');

/** The visitor's bucket for a remote, 0–99: the first 32 bits of sha256(`id:name`) modulo 100. */
export function bucketOf(visitorId: string, name: string): number {
  return createHash('sha256').update(`${visitorId}:${name}`).digest().readUInt32BE(0) % 100;
}

/** A remote as a page runs it; `canary` when the visitor is in its split's canary share. */
export type ChosenRemote = Pick<RemoteVersion, 'name' | 'version' | 'manifest_url'> & { canary?: true };

/**
 * The version of each remote for one visitor: the site's version, or its canary when the visitor's
 * bucket is below the canary's percent.
 * @param visitorId null when the visitor has none (no split applies, or no cookie yet: see app.ts)
 */
export function chooseVersions(remotes: RemoteVersion[], canaries: RemoteActivation[], visitorId: string | null): ChosenRemote[] {
  return remotes.map(({ name, version, manifest_url }) => {
    const canary = canaries.find((c) => c.name === name);
    if (canary && visitorId && bucketOf(visitorId, name) < canary.percent) return { name, version: canary.version, manifest_url: canary.manifest_url, canary: true };
    return { name, version, manifest_url };
  });
}
