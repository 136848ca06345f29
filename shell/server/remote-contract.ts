/**
 * Version skew (issue 14): each remote's manifest declares the `@amora/shared` range it was built
 * against (`metaData.contract`, written by tools/webpack.factory.js). The shell provides one
 * `@amora/shared` to every remote; a remote whose range does not include it is refused — its outlet
 * shows the localized remote error, the rest of the site works, and the server logs why — while an
 * older build whose range still includes it keeps running.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** The `@amora/shared` version this shell provides (its package.json). */
export const SHELL_CONTRACT_VERSION: string = JSON.parse(readFileSync(path.resolve(__dirname, '../../shared/package.json'), 'utf8')).version;

/** What a manifest may say about its contract. */
export interface ContractDeclaration {
  metaData?: { contract?: Record<string, string> };
}

/**
 * Why the shell must not run a remote with this manifest, or null when it may.
 * A manifest without a declaration (a build from before issue 14) is taken as compatible.
 * @param provided the shell's `@amora/shared` version (semver)
 */
export function contractMismatch(manifest: ContractDeclaration | null, provided: string = SHELL_CONTRACT_VERSION): string | null {
  const range = manifest?.metaData?.contract?.['@amora/shared'];
  if (!range) return null;
  if (!semver.validRange(range)) return `declares an unreadable @amora/shared range "${range}"`;
  return semver.satisfies(provided, range) ? null : `was built against @amora/shared ${range}; this shell provides ${provided}`;
}

/** Manifest URLs already logged as refused: one log line per release, not per page. */
const reported = new Set<string>();

/**
 * Marks the remotes a page must not run (`refused`), logging each release once.
 * A developer's override (`version: 'dev'`) is not checked: its manifest is not immutable.
 * @param manifestOf the release's manifest by URL (cached by the caller)
 */
export async function refuseIncompatible<T extends { name: string; version: string; manifest_url: string }>(
  remotes: T[],
  manifestOf: (url: string) => Promise<ContractDeclaration | null>,
  log: { warn: (details: object, message: string) => void },
  provided: string = SHELL_CONTRACT_VERSION,
): Promise<(T & { refused?: true })[]> {
  return Promise.all(
    remotes.map(async (remote) => {
      if (remote.version === 'dev') return remote;
      const mismatch = contractMismatch(await manifestOf(remote.manifest_url), provided);
      if (!mismatch) return remote;
      if (!reported.has(remote.manifest_url)) log.warn({ remote: remote.name, version: remote.version, reason: mismatch }, `remote refused: ${remote.name}@${remote.version} ${mismatch}`);
      reported.add(remote.manifest_url);
      return { ...remote, refused: true as const };
    }),
  );
}
