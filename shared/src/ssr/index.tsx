/**
 * Server rendering of an app's first screen (issue 12, docs/design.md §7): used by the shell server for
 * its chrome and pages and by a remote's server entry (mf-landers) for its routes. The bus, the
 * i18n instance and the address are module state, so renders run one at a time; each is a few
 * milliseconds.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { bus } from '../bus';
import { type NamespaceLoader, changeLocale, initI18n, registerNamespace } from '../i18n';
import type { Locale, Settings } from '../types';
import { setServerLocation } from '../ui/navigation';
import { provideSsrData, wantedSsrData } from './data';

export { SSR_DATA_ID } from './data';

/** What a server render draws: the address as requested (with its locale prefix), the locale and the site's settings; always a visitor. */
export interface ServerRenderContext {
  path: string;
  locale: Locale;
  settings: Settings;
}

/**
 * What the shell server gives a remote's server entry (`server-entry.js` of its release): the
 * address (with its locale prefix), the locale, the site's settings, and the API to fetch from
 * with the visitor's forwarding headers (`x-forwarded-host`, `x-geo-country`).
 */
export interface RemoteRenderInput extends ServerRenderContext {
  api: { url: string; headers: Record<string, string> };
}

/** A remote's server render: its outlet's inner HTML and the data it used (the client takes it back with `takeSsrData`). */
export interface RemoteRenderResult {
  html: string;
  data: Record<string, unknown>;
  /** The release's build label (`AMORA_BUILD_LABEL`), written on the outlet as `data-build` like the browser's mount does. */
  build?: string;
  /**
   * True when the screen drawn is one of the remote's lazily loaded parts (a lander), whose
   * stylesheets the shell then links before the first paint; absent or false, the page links only
   * the remote's eager styles (the landing page needs none: docs/design.md §6, CSS ≤ 20 KB gzip).
   */
  lazyStyles?: boolean;
}

/** The module a remote's `server-entry.js` exports. */
export interface RemoteServerEntry {
  render(input: RemoteRenderInput): Promise<RemoteRenderResult>;
}

/** Loads the i18n namespaces a server renders with (all locales load on demand, then stay). */
export async function registerServerNamespaces(loaders: Record<string, NamespaceLoader>): Promise<void> {
  await initI18n('en');
  await Promise.all(Object.entries(loaders).map(([ns, loader]) => registerNamespace(ns, loader)));
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every render queued before it (the module state above is shared). */
function serialize<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Renders `element` to HTML for a visitor on `context.path`, waiting for lazy parts and Suspense
 * (React's `prerenderToNodeStream`). `data` is what {@link takeSsrData} returns to `remote` during
 * this render. Returns the HTML, the keys the render asked for and did not get, and the title the
 * drawn screen gave itself (`usePageTitle`), if any.
 * @throws whatever the render throws (the caller falls back to client rendering).
 */
export function renderToHtml(context: ServerRenderContext, element: ReactNode, data: { remote: string; values: Record<string, unknown> } = { remote: '', values: {} }): Promise<{ html: string; wanted: string[]; title: string | null }> {
  return serialize(async () => {
    await initI18n(context.locale);
    await changeLocale(context.locale);
    setServerLocation(context.path);
    bus.settings$.next(context.settings);
    bus.locale$.next(context.locale);
    bus.auth$.next(null);
    bus.pageTitle$.next(null);
    provideSsrData(data.remote, data.values);
    const { prelude } = await prerenderToNodeStream(element);
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return { html, wanted: wantedSsrData(), title: bus.pageTitle$.value };
  });
}
