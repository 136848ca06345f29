import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type BootData, type RemoteName, REMOTE_NAMES, bus, getOutlet, isChunkLoadError, matchRoute, reloadAfterChunkError, setRemoteLoader, splitLocale } from '@amora/shared';
import { LOAD_ERROR, type LifeCycles, addErrorHandler, getAppStatus, registerApplication, start, triggerAppChange, unregisterApplication } from 'single-spa';
import { markRemote } from './remote-status';
import { nextTask } from '../next-task';

/**
 * Federation runtime plugin (CONVENTIONS pitfalls): a manifest or remote entry that fails to load
 * throws before React renders, so report it on the bus for the outlet to show a localized error.
 */
function errorReportingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'amora-error-reporting',
    errorLoadRemote({ id, error }) {
      const name = String(id).split('/')[0] ?? String(id);
      markRemote(name, 'failed');
      bus.emit('remote:failed', { name, error: error instanceof Error ? error.message : String(error), kind: 'load' });
      throw error;
    },
  };
}

/**
 * Federation runtime plugin (issue 35): a remote's entry from another origin (the CDN) is loaded
 * in CORS mode, as webpack loads its chunks (`crossOriginLoading`), so an error its code throws
 * reaches the page's measurements with its stack instead of muted as "Script error.". The CDN
 * answers every origin. The runtime's own attributes are kept.
 */
export function crossOriginPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'amora-cross-origin',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      if (new URL(url, window.location.href).origin !== window.location.origin) script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
  };
}

/**
 * Federation runtime plugin (issue 12, Lighthouse TBT ≤ 150 ms): loading a remote evaluates its
 * entry, initialises its container against the share scope (a semver check per shared module),
 * then loads the exposed module — one task of 13–20 ms at 1×, over 50 ms on a 4× phone. Each of
 * the three now runs in a task of its own.
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'amora-yielding',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeGetExpose() {
      await nextTask();
    },
  };
}

/** single-spa activity function: the remote owning the route of this URL (docs/design.md §1 table). */
export function isActive(name: RemoteName, location: Location): boolean {
  return matchRoute(splitLocale(location.pathname).path)?.route.owner === name;
}

/**
 * Registers one remote with single-spa. Its outlet carries `data-version`, the release this page
 * runs (issue 14: analytics compare the sides of a split). A remote the shell server refused
 * (`refused`: its manifest's contract range does not include this shell's `@amora/shared`) is
 * never loaded: its outlet shows the remote error, and the console says why.
 */
function register(name: RemoteName, entry: BootData['remotes'][number] | undefined): void {
  registerApplication({
    name,
    app: async () => {
      markRemote(name, 'loading');
      if (entry) getOutlet(name).dataset.version = entry.version;
      if (entry?.refused) {
        const message = `${name}@${entry.version} was built against another @amora/shared contract than this shell provides; it is not loaded`;
        console.error(message);
        throw new Error(message);
      }
      const lifecycles = await loadRemote<LifeCycles>(`${name}/app`);
      if (!lifecycles) throw new Error(`Remote ${name} exposes no ./app`);
      return lifecycles;
    },
    activeWhen: (location) => isActive(name, location),
  });
}

/**
 * Registers every remote of the runtime registry with the federation runtime and single-spa,
 * then starts single-spa as the top-level router.
 */
export function registerRemoteApps(boot: BootData): void {
  registerRemotes(boot.remotes.map((r) => ({ name: r.name, entry: r.entry_url })));
  registerPlugins([crossOriginPlugin(), errorReportingPlugin(), yieldingPlugin()]);
  setRemoteLoader(async <T,>(id: string) => (await loadRemote<T>(id)) as T);
  addErrorHandler((error) => {
    const name = error.appOrParcelName;
    if (isChunkLoadError(error) && reloadAfterChunkError()) {
      bus.emit('remote:retry', { name, via: 'reload' });
      return;
    }
    markRemote(name, 'failed');
    // LOAD_ERROR: its code could not be fetched (or was refused); otherwise it threw in a lifecycle (issue 35 counts them apart).
    bus.emit('remote:failed', { name, error: error.message, kind: getAppStatus(name) === LOAD_ERROR ? 'load' : 'render' });
  });
  bus.on('remote:mounted').subscribe(({ name }) => markRemote(name, 'mounted'));
  for (const name of REMOTE_NAMES) register(name as RemoteName, boot.remotes.find((r) => r.name === name));
  start({ urlRerouteOnly: true });
}

/**
 * Retries a failed remote (the retry button of its outlet's error; counted as `remote:retry` by
 * the real-user measurements, issue 35). A remote that could not be fetched (single-spa
 * LOAD_ERROR) is simply loaded again on a reroute; one whose code threw (SKIP_BECAUSE_BROKEN) is
 * dropped from the federation runtime's cache and registered anew with single-spa.
 */
export async function retryRemote(name: RemoteName, boot: Pick<BootData, 'remotes'>): Promise<void> {
  const entry = boot.remotes.find((r) => r.name === name);
  bus.emit('remote:retry', { name, via: 'button' });
  markRemote(name, 'loading');
  // Chromium answers a later script load with the failure of a <link rel=preload> hint from the
  // server's HTML: a remote that was preloaded is retried by loading the page again.
  const folder = entry?.entry_url.replace(/[^/]*$/, '');
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].some((l) => folder && l.href.startsWith(folder));
  if (preloaded) {
    window.location.reload();
    return;
  }
  // Drop the runtime's cached entry of this remote (a failed fetch is cached too).
  if (entry) registerRemotes([{ name, entry: entry.entry_url }], { force: true });
  if (getAppStatus(name) === LOAD_ERROR) {
    await triggerAppChange();
    return;
  }
  await unregisterApplication(name).catch(() => undefined);
  register(name, entry);
}
