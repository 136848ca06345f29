/**
 * The real-user measurements' collector (issue 35), a chunk of its own (`rum`) that the shell
 * loads only after `amora:interactive` and when the page view is sampled (./index.ts), so the first
 * paint carries none of it. Per page view it sends, to `POST /api/rum.php` (./beacon.ts): one
 * `page_view`; LCP, INP, CLS and TTFB from web-vitals (ms, CLS unitless); each uncaught error and
 * unhandled rejection, counted for the remote whose script threw (./attribute.ts); each remote
 * that failed to load (once until it is retried) or threw while rendering; each retry; and the
 * outcomes remotes report (`reportOutcome` of @amora/shared). Every beacon names the version of
 * each remote the page runs and the shell's. Nothing personal: no member, URL or message.
 */
import type { BootData } from '@amora/shared';
import type { RumEvent } from '@amora/contracts';
import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { attributeError, ownerOfUrl, type ScriptBase, scriptBases } from './attribute';
import { type Beacon, createBeacon } from './beacon';
import { isOutcome, isVital, LIMITS, MAX_VITAL_VALUE, REMOTE_NAME, VERSION } from './contract';
import type { RumSignal, SignalSource } from './signals';

/** The web-vitals functions used (injectable for tests). */
export interface VitalsApi {
  onLCP: (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void;
  onINP: (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void;
  onCLS: (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void;
  onTTFB: (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void;
}

export interface CollectorOptions {
  /** The boot data's remotes: the version of each this page runs and where it loads from. */
  remotes: BootData['remotes'];
  /** What the page heard since it started (./signals.ts). */
  signals: SignalSource;
  /** The shell's version; default {@link shellVersion}. */
  shell?: string;
  /** Absolute URL of the shell's bundle folder; default `/static/` of the page. */
  shellBase?: string;
  /** Sends one beacon body; default `navigator.sendBeacon` (./beacon.ts). */
  send?: (body: string) => void;
  vitals?: VitalsApi;
}

/**
 * The shell's version as beacons name it: its build label (`AMORA_BUILD_LABEL` at build time,
 * unsafe characters replaced), else the content hash of its `main.<hash>.js`, else `dev`.
 */
export function shellVersion(label: string | undefined = process.env.AMORA_BUILD_LABEL, doc: Document = document): string {
  const clean = (label ?? '').replace(/[^A-Za-z0-9._+-]/g, '-').slice(0, 100);
  if (clean) return clean;
  for (const script of Array.from(doc.scripts)) {
    const hash = /\/static\/main\.([0-9a-f]{6,})\.js(?:[?#]|$)/.exec(script.src)?.[1];
    if (hash) return hash;
  }
  return 'dev';
}

/**
 * The `versions` of this page's beacons: every remote of the boot data whose name and version the
 * contract accepts (at most 11), and `shell`.
 */
export function pageVersions(remotes: readonly { name: string; version: string }[], shell: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const { name, version } of remotes) {
    if (Object.keys(versions).length >= LIMITS.maxRemotes - 1) break;
    if (REMOTE_NAME.test(name) && name !== 'shell' && VERSION.test(version)) versions[name] = version;
  }
  versions.shell = VERSION.test(shell) ? shell : 'dev';
  return versions;
}

/** A web-vitals metric as a `vital` event (rounded: ms to 1, CLS to 0.0001), or null for one not sent. */
export function vitalEvent(name: string, value: number): RumEvent | null {
  if (!isVital(name) || !Number.isFinite(value)) return null;
  const rounded = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  return { kind: 'vital', name, value: Math.min(MAX_VITAL_VALUE, Math.max(0, rounded)) };
}

/**
 * Turns the page's signals into beacon events. `failed` holds the remotes whose load failure was
 * counted: a failure is reported by the federation runtime and again by single-spa, and counts once
 * until the remote is retried.
 */
export function signalEvents(signal: RumSignal, bases: readonly ScriptBase[], failed: Set<string>): RumEvent[] {
  switch (signal.type) {
    case 'error':
      return [{ kind: 'error', remote: attributeError(signal, bases) }];
    case 'failed': {
      if (!REMOTE_NAME.test(signal.name)) return [];
      if (signal.kind === 'render') return [{ kind: 'error', remote: signal.name }];
      if (failed.has(signal.name)) return [];
      failed.add(signal.name);
      return [{ kind: 'load_failure', remote: signal.name }];
    }
    case 'retry': {
      const name = signal.name ?? (signal.url ? ownerOfUrl(signal.url, bases) : null);
      if (!name || !REMOTE_NAME.test(name)) return [];
      failed.delete(name);
      return [{ kind: 'retry', remote: name }];
    }
    case 'outcome':
      return REMOTE_NAME.test(signal.remote) && isOutcome(signal.name) ? [{ kind: 'outcome', remote: signal.remote, name: signal.name }] : [];
  }
}

/**
 * Starts measuring this page view (see the module's comment): counts the page view, subscribes
 * to the web vitals, takes the signals heard so far and from now on, and sends on hide and leave.
 * @returns the page's batcher
 */
export function startCollector({ remotes, signals, shell = shellVersion(), shellBase, send, vitals = { onLCP, onINP, onCLS, onTTFB } }: CollectorOptions): Beacon {
  const beacon = createBeacon({ versions: pageVersions(remotes, shell), ...(send ? { send } : {}) });
  const bases = scriptBases(remotes, shellBase ?? new URL('/static/', window.location.href).href);
  const failed = new Set<string>();
  beacon.push({ kind: 'page_view' });
  const report = ({ name, value }: Pick<Metric, 'name' | 'value'>) => {
    const event = vitalEvent(name, value);
    if (event) beacon.push(event);
  };
  try {
    vitals.onLCP(report);
    vitals.onINP(report);
    vitals.onCLS(report);
    vitals.onTTFB(report);
  } catch {
    // A browser without the performance APIs sends the rest.
  }
  signals.attach((signal) => {
    for (const event of signalEvents(signal, bases, failed)) beacon.push(event);
  });
  beacon.listen();
  return beacon;
}
