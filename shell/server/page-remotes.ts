/**
 * Which release of each remote a page runs (issue 14), decided once per render so that the
 * server-drawn outlet and the browser's loader agree: the site's versions, the visitor's side of
 * each split (visitor-split.ts), this browser's overrides (remote-overrides.ts), then the contract
 * check (remote-contract.ts). The override query itself is answered before the page by
 * `registerRemoteOverrides`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuseIncompatible } from './remote-contract';
import { OVERRIDE_COOKIE, type OverridePolicy, readOverrides } from './remote-overrides';
import type { SiteData, Upstream } from './upstream';
import { type ChosenRemote, chooseVersions, newVisitorId, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_S } from './visitor-split';

export interface PageRemotes {
  /**
   * Every remote as this page runs it, with the URL of its `remoteEntry.js` (`entry_url`, what
   * the browser loads); `refused` ones are not loaded (their outlet shows the remote error).
   */
  remotes: (ChosenRemote & { entry_url: string; refused?: true })[];
  /** WebSocket origins of this browser's overridden dev servers (their hot reload), for the CSP. */
  devSockets: string[];
}

/**
 * The remotes of one page. Sets the visitor id cookie when a split runs on the site and the
 * visitor has none yet (so the first page already counts).
 */
export async function pageRemotes(request: FastifyRequest, reply: FastifyReply, site: SiteData, upstream: Upstream, policy: OverridePolicy): Promise<PageRemotes> {
  let visitor = request.cookies[VISITOR_COOKIE] ?? null;
  if (!visitor && site.canaries.length > 0) {
    visitor = newVisitorId();
    reply.setCookie(VISITOR_COOKIE, visitor, { maxAge: VISITOR_COOKIE_MAX_AGE_S, path: '/', sameSite: 'lax', httpOnly: true });
  }
  const overrides = readOverrides(request.cookies[OVERRIDE_COOKIE], policy);
  const chosen = chooseVersions(site.remotes, site.canaries, visitor).map((r) => (overrides[r.name] ? { name: r.name, version: 'dev', manifest_url: overrides[r.name] as string } : r));
  const checked = await refuseIncompatible(chosen, upstream.manifest, request.log);
  return {
    remotes: await Promise.all(checked.map(async (r) => ({ ...r, entry_url: await upstream.entryUrl(r.manifest_url) }))),
    devSockets: Object.values(overrides).map((u) => new URL(u).origin.replace(/^http/, 'ws')),
  };
}
