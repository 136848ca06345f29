/**
 * Server rendering by remotes (issue 12): a remote's release may hold `server-entry.js` beside its
 * `mf-manifest.json`; the shell server loads it from the CDN URL of the active registry version,
 * so `npm run release` changes the server HTML on the next load with no restart here. A version
 * is immutable: its source is kept by URL, and so is a version without a server entry.
 * Any failure — no entry, a load error, a render error or a slow render — leaves that page to the
 * client, as before, and is logged. A server entry runs inside the shell server, so only one from
 * an origin of `serverEntryOrigins` (the CDN's, `AMORA_CDN_URL`) is ever run: a registry entry
 * pointing elsewhere (a developer's remote dev server) is drawn in the browser.
 *
 * Two halves (issue 34): the server's thread fetches an entry once and keeps it in a file
 * ({@link createServerEntries}); a render thread evaluates that file once and renders with it
 * ({@link renderWithEntry}).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { RemoteRenderInput, RemoteRenderResult, RemoteServerEntry } from '@amora/shared/ssr';
import { LRUCache } from 'lru-cache';

/** How long a page waits for a remote's server render before the client draws it (ms). */
export const REMOTE_RENDER_TIMEOUT_MS = 2000;

/** Where a failed render is reported (a render thread hands it back to the server's logger). */
export interface RenderLog {
  error(obj: Record<string, unknown>, msg: string): void;
}

/** A fetched server entry: its URL (the module's name) and the file holding its source. */
export interface ServerEntryFile {
  url: string;
  file: string;
}

/** The server entry's URL for a manifest URL (`…/mf_landers/0.1.0-ab12/mf-manifest.json` → `…/server-entry.js`). */
export const serverEntryUrl = (manifestUrl: string) => new URL('server-entry.js', manifestUrl).toString();

/**
 * The server entries of one shell server, fetched from the CDN once per version and kept in files
 * of a private folder (removed by `close`). A failed fetch is tried again on a later page (the CDN
 * may have been briefly away).
 * @param serverEntryOrigins the origins whose server entries may run here (`http://localhost:3100`)
 */
export function createServerEntries(serverEntryOrigins: readonly string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-server-entries-'));
  const entries = new LRUCache<string, Promise<ServerEntryFile | null>>({ max: 32 });

  async function fetchEntry(url: string): Promise<ServerEntryFile | null> {
    const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_RENDER_TIMEOUT_MS) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const file = path.join(dir, `${createHash('sha256').update(url).digest('hex').slice(0, 32)}.js`);
    writeFileSync(file, await response.text());
    return { url, file };
  }

  return {
    /**
     * The server entry of `remote`'s release (its manifest URL names the version), null when the
     * page is drawn on the client: the release has none, or its origin may not run here.
     * @throws Error when the CDN fails to answer (the caller logs it and leaves the page to the client)
     */
    async of(remote: { manifest_url: string }): Promise<ServerEntryFile | null> {
      const url = serverEntryUrl(remote.manifest_url);
      if (!serverEntryOrigins.includes(new URL(url).origin)) return null;
      let entry = entries.get(url);
      if (!entry) {
        entry = fetchEntry(url);
        entries.set(url, entry);
        entry.catch(() => entries.delete(url));
      }
      return entry;
    },
    /** Removes the folder of fetched entries (the server's close). */
    close(): void {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A server entry may require Node's built-ins only: everything else is bundled into it. */
function requireBuiltin(id: string): unknown {
  if (!isBuiltin(id)) throw new Error(`a server entry may require Node built-ins only, not ${id}`);
  return require(id);
}

/** Evaluates one `server-entry.js` (CommonJS). @throws Error when it exports no render(). */
function evaluateEntry({ url, file }: ServerEntryFile): RemoteServerEntry {
  const module = { exports: {} as Partial<RemoteServerEntry> };
  const wrapper = vm.runInThisContext(`(function (module, exports, require) {${readFileSync(file, 'utf8')}\n})`, { filename: url });
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

/** The entries this render thread evaluated, by URL (a version is immutable). */
const evaluated = new LRUCache<string, RemoteServerEntry>({ max: 32 });

/**
 * Renders `remote`'s outlet for `input` with its fetched server entry (in a render thread), or
 * null when the client draws it (the entry failed to evaluate or render, or took longer than
 * {@link REMOTE_RENDER_TIMEOUT_MS}: reported to `log`).
 */
export async function renderWithEntry(remote: { name: string }, entry: ServerEntryFile, input: RemoteRenderInput, log: RenderLog): Promise<RemoteRenderResult | null> {
  try {
    let module = evaluated.get(entry.url);
    if (!module) {
      module = evaluateEntry(entry);
      evaluated.set(entry.url, module);
    }
    return await withTimeout(module.render(input), REMOTE_RENDER_TIMEOUT_MS, `${remote.name} server render`);
  } catch (error) {
    log.error({ err: error, remote: remote.name, url: entry.url }, 'remote server render failed; the page renders on the client');
    return null;
  }
}
