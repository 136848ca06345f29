/**
 * Drawing one first screen (issue 12, docs/design.md §7): the remote's outlet from the server entry
 * of its release, then the shell's chrome around it. It runs inside a render worker
 * (render-worker.ts, issue 34): React's server render here uses module state (the bus, i18n, the
 * address), so one thread draws one page at a time, and the pool (render-pool.ts) gives a
 * process several threads.
 */
import type { RemoteRenderInput } from '@amora/shared/ssr';
import { registerServerNamespaces, renderToHtml } from '@amora/shared/ssr';
import type { BootData, RemoteVersion } from '@amora/shared/types';
import { html, rawHtml } from '@amora/contracts/html';
import { chromeElement } from '../src/chrome/mount';
import { type RenderLog, renderWithEntry, type ServerEntryFile } from './remote-ssr';
import type { FirstScreen } from './render';

/** The version of a remote a page runs (the registry's, or the visitor's side of a split). */
export type PageRemote = Pick<RemoteVersion, 'name' | 'version' | 'manifest_url'>;

/** One page to draw: everything the drawing reads, as plain data (it crosses to a worker thread). */
export interface DrawTask {
  boot: BootData;
  /** The address as requested (with its locale prefix). */
  pathname: string;
  /** The version of the route's owner this page runs and its fetched server entry; undefined for the shell's own pages. */
  remote?: PageRemote & { entry: ServerEntryFile };
  /** Forwarded to the API by the remote's data fetches (host, geo country). */
  headers: Record<string, string>;
  /** What a shell page draws from (its company data, or a `/{token}` page). */
  shellData?: Record<string, unknown>;
  apiUrl: string;
}

/** What went wrong while drawing, for the caller's log (a worker has no logger of its own). */
export interface DrawLogEntry {
  obj: Record<string, unknown>;
  msg: string;
}

/** The drawn first screen (null: the client draws the page) and the errors met on the way. */
export interface DrawResult {
  screen: FirstScreen | null;
  errors: DrawLogEntry[];
}

let namespaces: Promise<void> | null = null;

/**
 * Registers the chrome's translations (once per thread). A render thread calls it when it starts,
 * so that its first page does not wait for them. @throws what loading a namespace throws.
 */
export function prepareChrome(): Promise<void> {
  namespaces ??= registerServerNamespaces({
    shell: (locale) => import(`../src/i18n/${locale}.json`),
    pages: (locale) => import(`../src/i18n/pages/${locale}.json`),
  });
  return namespaces;
}

/**
 * Draws the first screen of `task`: the remote's outlet (if the route has one), then the chrome
 * around it. Never throws: a failure leaves the page to the client (`screen: null`) and is
 * returned in `errors`.
 */
export async function drawFirstScreen(task: DrawTask): Promise<DrawResult> {
  const errors: DrawLogEntry[] = [];
  const log: RenderLog = { error: (obj, msg) => errors.push({ obj: { ...obj, err: String((obj.err as Error | undefined)?.stack ?? obj.err) }, msg }) };
  const { boot, pathname, remote, headers, shellData, apiUrl } = task;
  const input: RemoteRenderInput = { path: pathname, locale: boot.locale, settings: boot.settings, api: { url: apiUrl, headers } };
  let slotHtml: string | null = null;
  let lazyStyles = false;
  const data: FirstScreen['data'] = {};
  if (remote) {
    const outlet = await renderWithEntry(remote, remote.entry, input, log);
    if (!outlet) return { screen: null, errors };
    const build = outlet.build && html` data-build="${outlet.build}"`;
    // `data-version`: the release this visitor got (issue 14), for analytics to compare the sides of a split.
    slotHtml = html`<div id="amora-outlets"><div id="outlet-${remote.name}" data-remote="${remote.name}" data-version="${remote.version}"${build} data-ssr="">${rawHtml(outlet.html)}</div></div>`.toString();
    data[remote.name] = outlet.data;
    lazyStyles = outlet.lazyStyles === true;
  }
  try {
    await prepareChrome();
    if (!remote) data.shell = shellData ?? {};
    const { html: drawn, title } = await renderToHtml(input, chromeElement(boot, { html: slotHtml }), { remote: 'shell', values: data.shell ?? {} });
    return { screen: { html: drawn, data, lazyStyles, title }, errors };
  } catch (error) {
    log.error({ err: error, path: pathname }, 'chrome server render failed; the page renders on the client');
    return { screen: null, errors };
  }
}
