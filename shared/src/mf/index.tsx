import { Component, type ComponentType, type LazyExoticComponent, type ReactNode, lazy } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycles } from 'single-spa';
import { bus } from '../bus';
import { CHUNK_RELOAD_GUARD_MS, STORAGE_KEYS } from '../constants';
import { type NamespaceLoader, registerNamespace } from '../i18n';
import { RemoteError } from '../ui/remote-error';
import type { ExposedModules } from './exposes';

/** Id of the persistent DOM node that holds every remote's outlet; the chrome places it in the active layout. */
export const OUTLETS_ID = 'amora-outlets';

let outletsNode: HTMLElement | null = null;

/**
 * The node that holds every remote's outlet (`#amora-outlets`), kept by reference: when a layout
 * change unmounts the slot that holds it (default → chat layout), it is out of the document until
 * the new layout's slot adopts it, and `getElementById` would not find it then. A node in the
 * document wins over a detached one (a new page, a test's fresh DOM).
 */
export function getOutlets(): HTMLElement | null {
  const attached = document.getElementById(OUTLETS_ID);
  if (attached || !outletsNode) outletsNode = attached;
  return outletsNode;
}

/**
 * The DOM element a remote renders into: `#outlet-{name}` inside `#amora-outlets`, created on demand.
 * The outlets node lives outside React so switching layouts never destroys a mounted remote.
 */
export function getOutlet(name: string): HTMLElement {
  const id = `outlet-${name}`;
  const outlets = getOutlets();
  let outlet = (outlets?.querySelector<HTMLElement>(`#${id}`) ?? document.getElementById(id)) as HTMLElement | null;
  if (!outlet) {
    outlet = document.createElement('div');
    outlet.id = id;
    outlet.dataset.remote = name;
    (outlets ?? document.body).appendChild(outlet);
  }
  return outlet;
}

class RemoteBoundary extends Component<{ name: string; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    // A lazy screen's chunk that could not be fetched is a load failure, anything else its code throwing (issue 35).
    bus.emit('remote:failed', { name: this.props.name, error: error.message, kind: isChunkLoadError(error) ? 'load' : 'render' });
  }
  private readonly retry = () => {
    bus.emit('remote:retry', { name: this.props.name, via: 'button' });
    this.setState({ error: null });
  };
  override render() {
    if (this.state.error) return <RemoteError onRetry={this.retry} />;
    return this.props.children;
  }
}

export interface RemoteOptions<P> {
  /** Federation name, e.g. `mf_chat`. */
  name: string;
  rootComponent: ComponentType<P>;
  /** The remote's i18next namespace and its per-locale loader (only the active locale is fetched). */
  namespace: string;
  loadLocale: NamespaceLoader;
  /** Build label of this remote (`process.env.AMORA_BUILD_LABEL` at build time), shown as `data-build` on its outlet. */
  build?: string;
}

/**
 * single-spa lifecycles for a remote (docs/design.md §1): React 19 root in the remote's outlet,
 * its i18n namespace loaded in `bootstrap`, render errors caught and shown as a localized
 * error with retry. The returned object is the remote's exposed `./app` module.
 */
export function createLifecycles<P extends object>({ name, rootComponent: Root, namespace, loadLocale, build = '' }: RemoteOptions<P>): LifeCycles<P> {
  // biome-ignore lint/correctness/noComponentHookFactories: created once per remote at module load, never during render
  const Wrapped = (props: P) => (
    <RemoteBoundary name={name}>
      <Root {...props} />
    </RemoteBoundary>
  );
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Wrapped as unknown as React.FunctionComponent<P & AppProps>,
    domElementGetter: () => getOutlet(name),
    suppressComponentDidCatchWarning: true,
    // An outlet the shell server drew from this remote's server entry (issue 12) is hydrated.
    renderType: () => (getOutlet(name).dataset.ssr !== undefined ? 'hydrateRoot' : 'createRoot'),
  });
  return {
    bootstrap: [() => registerNamespace(namespace, loadLocale), lifecycles.bootstrap],
    mount: [
      // A drawn outlet hydrates as a transition, in slices that keep the page responsive (TBT, issue 12);
      // single-spa-react calls hydrateRoot synchronously inside mount, so the transition covers it.
      (props: P & AppProps) => {
        if (getOutlet(name).dataset.ssr === undefined) return lifecycles.mount(props);
        let mounted: Promise<unknown> = Promise.resolve();
        React.startTransition(() => {
          mounted = lifecycles.mount(props);
        });
        return mounted;
      },
      async () => {
        // Mounted: a later mount (after leaving and coming back) renders afresh.
        delete getOutlet(name).dataset.ssr;
        getOutlet(name).dataset.build = build;
        bus.emit('remote:mounted', { name });
      },
    ],
    unmount: lifecycles.unmount,
  } as LifeCycles<P>;
}

type ModuleLoader = <T>(id: string) => Promise<T>;
let remoteLoader: ModuleLoader | null = null;

export type { ExposedModules, LikeModalProps, MatchModalProps, ProfileViewProps, SignupFormProps } from './exposes';

/** Set by the shell's root config: loads an exposed module through the federation runtime. */
export function setRemoteLoader(loader: ModuleLoader): void {
  remoteLoader = loader;
}

/**
 * Loads another remote's exposed module by id (`mf_members/profile-view`), the only way a remote
 * may use another remote's code (docs/design.md §1).
 * @throws Error when the shell has not set a loader or the remote fails to load.
 */
export async function loadRemoteModule<K extends keyof ExposedModules>(id: K): Promise<ExposedModules[K]> {
  if (!remoteLoader) throw new Error('The federation runtime is not ready');
  return remoteLoader<ExposedModules[K]>(id);
}

/** True for errors raised when a lazily loaded chunk or remote entry cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module/i.test(text);
}

// biome-ignore lint/suspicious/noExplicitAny: the same bound React.lazy puts on what it loads
type LazyComponent = ComponentType<any>;

/**
 * A screen fetched only when its route is first opened (`React.lazy`, to render inside a
 * `Suspense`), so that one remote's routes do not all weigh on each of them (docs/design.md §6: no
 * member route above 250 KB gzip of JavaScript). A chunk that cannot be fetched reloads the page
 * at most once per 60 s (spec §8); the error still reaches the remote's error boundary.
 * @param load the screen module's dynamic `import()`.
 * @param name the component the module exports, e.g. `'MemberSearch'`.
 */
export function lazyScreen<K extends string, M extends Record<K, LazyComponent>>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() =>
    load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        // The page reloads to fetch the release's chunks again: a retry of the remote that chunk belongs to (issue 35).
        if (isChunkLoadError(error) && reloadAfterChunkError()) bus.emit('remote:retry', { name: null, url: chunkUrlOf(error), via: 'reload' });
        throw error;
      },
    ),
  );
}

/**
 * The URL of the chunk a webpack `ChunkLoadError` could not fetch (its `request`, else the URL in
 * its message), or undefined when the error names none.
 */
export function chunkUrlOf(error: unknown): string | undefined {
  const request = (error as { request?: unknown } | null)?.request;
  if (typeof request === 'string' && request) return request;
  const message = error instanceof Error ? error.message : String(error);
  return /\bhttps?:\/\/[^\s)]+/.exec(message)?.[0];
}

/**
 * Reloads the page after a failed chunk load, at most once per 60 s (spec §8).
 * @returns true when a reload was triggered, false when the guard held it back.
 */
export function reloadAfterChunkError(now = Date.now(), storage: Storage = sessionStorage, reload: () => void = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(STORAGE_KEYS.chunkReloadAt) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEYS.chunkReloadAt, String(now));
  reload();
  return true;
}
