/**
 * Server rendering by remotes (issue 12): a remote's release may hold `server-entry.js` beside its
 * `mf-manifest.json`; the shell server loads it from the CDN URL of the active registry version,
 * so `npm run release` changes the server HTML on the next load with no restart here. A version
 * is immutable: its module is kept (LRU) by URL, and so is a version without a server entry.
 * Any failure — no entry, a load error, a render error or a slow render — leaves that page to the
 * client, as before, and is logged. A server entry runs inside the shell server, so only one from
 * an origin of `serverEntryOrigins` (the CDN's, `AMORA_CDN_URL`) is ever run: a registry entry
 * pointing elsewhere (a developer's remote dev server) is drawn in the browser.
 */
import { isBuiltin } from 'node:module';
import vm from 'node:vm';
import type { RemoteRenderInput, RemoteRenderResult, RemoteServerEntry } from '@amora/shared/ssr';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';

/** How long a page waits for a remote's server render before the client draws it (ms). */
export const REMOTE_RENDER_TIMEOUT_MS = 2000;

/** The server entry's URL for a manifest URL (`…/mf_landers/0.1.0-ab12/mf-manifest.json` → `…/server-entry.js`). */
export const serverEntryUrl = (manifestUrl: string) => new URL('server-entry.js', manifestUrl).toString();

/** A server entry may require Node's built-ins only: everything else is bundled into it. */
function requireBuiltin(id: string): unknown {
  if (!isBuiltin(id)) throw new Error(`a server entry may require Node built-ins only, not ${id}`);
  return require(id);
}

/** Fetches and evaluates one `server-entry.js` (CommonJS); null when the release has none (404). */
async function loadEntry(url: string): Promise<RemoteServerEntry | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_RENDER_TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const source = await response.text();
  const module = { exports: {} as Partial<RemoteServerEntry> };
  const wrapper = vm.runInThisContext(`(function (module, exports, require) {${source}\n})`, { filename: url });
  wrapper(module, module.exports, requireBuiltin);
  if (typeof module.exports.render !== 'function') throw new Error(`${url} exports no render()`);
  return module.exports as RemoteServerEntry;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Renders remote outlets on the server; one per shell server.
 * @param serverEntryOrigins the origins whose server entries may run here (`http://localhost:3100`)
 */
export function createRemoteRenderer(log: FastifyBaseLogger, serverEntryOrigins: readonly string[]) {
  const entries = new LRUCache<string, Promise<RemoteServerEntry | null>>({ max: 32 });

  /**
   * The outlet HTML of `remote` (its manifest URL names the active version) for `input`, or null
   * when the page is drawn on the client (no server entry, or it failed: logged).
   */
  return async function renderRemote(remote: { name: string; manifest_url: string }, input: RemoteRenderInput): Promise<RemoteRenderResult | null> {
    const url = serverEntryUrl(remote.manifest_url);
    if (!serverEntryOrigins.includes(new URL(url).origin)) return null;
    let entry = entries.get(url);
    if (!entry) {
      entry = loadEntry(url);
      entries.set(url, entry);
      // A failed load is tried again on a later page (the CDN may have been briefly away).
      entry.catch(() => entries.delete(url));
    }
    try {
      const loaded = await entry;
      if (!loaded) return null;
      return await withTimeout(loaded.render(input), REMOTE_RENDER_TIMEOUT_MS, `${remote.name} server render`);
    } catch (error) {
      log.error({ err: error, remote: remote.name, url }, 'remote server render failed; the page renders on the client');
      return null;
    }
  };
}
