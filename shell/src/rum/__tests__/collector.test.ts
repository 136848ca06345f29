import { type RumBeacon, rumBeacon } from '@amora/contracts';
import { bus, reportOutcome } from '@amora/shared';
import { pageVersions, shellVersion, signalEvents, startCollector, type VitalsApi, vitalEvent } from '../collector';
import { scriptBases } from '../attribute';
import { collectSignals, type SignalSource } from '../signals';

// The collector's chunk imports web-vitals; these tests hand it their own vitals.
jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onTTFB: jest.fn() }), { virtual: true });

const CDN = 'http://localhost:3100';
const remotes = [
  { name: 'mf_landers', version: '0.1.0-canary0001', manifest_url: `${CDN}/mf_landers/0.1.0-canary0001/mf-manifest.json`, entry_url: `${CDN}/mf_landers/0.1.0-canary0001/remoteEntry.js` },
  { name: 'mf_chat', version: '0.3.0-ab12cd34ef', manifest_url: `${CDN}/mf_chat/0.3.0-ab12cd34ef/mf-manifest.json`, entry_url: `${CDN}/mf_chat/0.3.0-ab12cd34ef/remoteEntry.js` },
  { name: 'mf_credits', version: '0.2.0-refused000', manifest_url: `${CDN}/mf_credits/0.2.0-refused000/mf-manifest.json`, entry_url: `${CDN}/mf_credits/0.2.0-refused000/remoteEntry.js`, refused: true as const },
];
const SHELL = 'http://localhost/static/';

/** Fake web-vitals: each `on*` keeps its callback so a test can report a value. */
function fakeVitals() {
  const reports: Record<string, (m: { name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP'; value: number }) => void> = {};
  const on = (name: string) => (report: (m: never) => void) => {
    reports[name] = report as never;
  };
  const vitals: VitalsApi = { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onTTFB: on('TTFB') };
  return { vitals, report: (name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP', value: number) => reports[name === 'FCP' ? 'LCP' : name]?.({ name, value }) };
}

let signals: SignalSource;
afterEach(() => signals?.stop());

function start() {
  signals = collectSignals(window, bus);
  const send = jest.fn();
  const { vitals, report } = fakeVitals();
  const beacon = startCollector({ remotes, signals, shell: '9a8b7c6d', shellBase: SHELL, send, vitals });
  /** Every beacon sent so far (each checked against the contract). */
  const beacons = (): RumBeacon[] => {
    beacon.flush();
    return send.mock.calls.map(([body]) => rumBeacon.parse(JSON.parse(body as string)));
  };
  return { beacon, beacons, report, send };
}

describe('the RUM collector (issue 35)', () => {
  it('sends a page view with the version of every remote of the page and the shell, and the web vitals', () => {
    const { beacons, report } = start();
    report('LCP', 1234.56);
    report('CLS', 0.123456);
    report('INP', 88.4);
    report('TTFB', 301.2);
    const [first] = beacons();
    expect(first?.versions).toEqual({ mf_landers: '0.1.0-canary0001', mf_chat: '0.3.0-ab12cd34ef', mf_credits: '0.2.0-refused000', shell: '9a8b7c6d' });
    expect(first?.events).toEqual([
      { kind: 'page_view' },
      { kind: 'vital', name: 'LCP', value: 1235 },
      { kind: 'vital', name: 'CLS', value: 0.1235 },
      { kind: 'vital', name: 'INP', value: 88 },
      { kind: 'vital', name: 'TTFB', value: 301 },
    ]);
  });

  it('counts what the page heard before the collector loaded, then what comes', () => {
    signals = collectSignals(window, bus);
    bus.emit('remote:failed', { name: 'mf_credits', error: 'refused', kind: 'load' });
    const send = jest.fn();
    const beacon = startCollector({ remotes, signals, shell: 'dev', shellBase: SHELL, send, vitals: fakeVitals().vitals });
    reportOutcome('mf_landers', 'lander_signup_click');
    beacon.flush();
    const body = rumBeacon.parse(JSON.parse(send.mock.calls[0][0]));
    expect(body.events).toEqual([{ kind: 'page_view' }, { kind: 'load_failure', remote: 'mf_credits' }, { kind: 'outcome', remote: 'mf_landers', name: 'lander_signup_click' }]);
  });

  it('attributes uncaught errors and unhandled rejections to the remote whose chunk threw', () => {
    const { beacons } = start();
    const thrown = new TypeError('x is undefined');
    thrown.stack = `TypeError: x is undefined\n    at Hero (${CDN}/mf_landers/0.1.0-canary0001/55.1a2b3c4d.js:1:99)\n    at Ai (${SHELL}vendors.5d41402a.js:2:61233)`;
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message, filename: `${CDN}/mf_landers/0.1.0-canary0001/55.1a2b3c4d.js` }));
    // A muted cross-origin error: no stack, no file.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const rejected = new Error('boom');
    rejected.stack = `Error: boom\n    at refresh (${SHELL}main.9a8b7c6d.js:1:500)`;
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = rejected;
    window.dispatchEvent(rejection);
    expect(beacons()[0]?.events.slice(1)).toEqual([
      { kind: 'error', remote: 'mf_landers' },
      { kind: 'error', remote: 'unknown' },
      { kind: 'error', remote: 'shell' },
    ]);
  });

  it('counts a load failure once until a retry, a render error as an error of that remote, and retries', () => {
    const { beacons } = start();
    bus.emit('remote:failed', { name: 'mf_chat', error: 'Loading script failed', kind: 'load' });
    // single-spa reports the same failure again.
    bus.emit('remote:failed', { name: 'mf_chat', error: "application 'mf_chat' died in status LOADING_SOURCE_CODE", kind: 'load' });
    bus.emit('remote:retry', { name: 'mf_chat', via: 'button' });
    bus.emit('remote:failed', { name: 'mf_chat', error: 'Loading script failed', kind: 'load' });
    bus.emit('remote:failed', { name: 'mf_landers', error: 'x is undefined', kind: 'render' });
    // A lazy screen's chunk reload names only the chunk's URL.
    bus.emit('remote:retry', { name: null, url: `${CDN}/mf_landers/0.1.0-canary0001/71.9f8e7d6c.js`, via: 'reload' });
    bus.emit('remote:retry', { name: null, url: 'https://elsewhere.example/1.js', via: 'reload' });
    expect(beacons()[0]?.events.slice(1)).toEqual([
      { kind: 'load_failure', remote: 'mf_chat' },
      { kind: 'retry', remote: 'mf_chat' },
      { kind: 'load_failure', remote: 'mf_chat' },
      { kind: 'error', remote: 'mf_landers' },
      { kind: 'retry', remote: 'mf_landers' },
    ]);
  });

  it('counts the outcomes remotes report, and drops names the contract does not know (the API would refuse the beacon)', () => {
    const { beacons } = start();
    reportOutcome('mf_signup', 'signup_completed');
    reportOutcome('mf_chat', 'message_sent');
    reportOutcome('mf_credits', 'payment_started');
    reportOutcome('mf_credits', 'payment_completed');
    bus.emit('rum:outcome', { remote: 'mf_credits', name: 'refund' as never });
    bus.emit('rum:outcome', { remote: 'Evil Remote', name: 'message_sent' });
    expect(beacons()[0]?.events.slice(1)).toEqual([
      { kind: 'outcome', remote: 'mf_signup', name: 'signup_completed' },
      { kind: 'outcome', remote: 'mf_chat', name: 'message_sent' },
      { kind: 'outcome', remote: 'mf_credits', name: 'payment_started' },
      { kind: 'outcome', remote: 'mf_credits', name: 'payment_completed' },
    ]);
  });
});

describe('collector helpers', () => {
  it('rounds vitals into the contract and leaves others out', () => {
    expect(vitalEvent('LCP', 1799.5)).toEqual({ kind: 'vital', name: 'LCP', value: 1800 });
    expect(vitalEvent('CLS', 0.00004)).toEqual({ kind: 'vital', name: 'CLS', value: 0 });
    expect(vitalEvent('INP', 9_000_000)).toEqual({ kind: 'vital', name: 'INP', value: 600_000 });
    expect(vitalEvent('FCP', 900)).toBeNull();
    expect(vitalEvent('TTFB', Number.NaN)).toBeNull();
  });

  it('names at most 11 remotes and the shell, each with a version the contract accepts', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ name: `mf_${String.fromCharCode(97 + i)}`, version: `1.0.${i}` }));
    const versions = pageVersions([{ name: 'mf_bad', version: 'has space' }, { name: 'Bad', version: '1' }, ...many], 'label with spaces');
    expect(Object.keys(versions)).toHaveLength(12);
    expect(versions.shell).toBe('dev');
    expect(versions.mf_bad).toBeUndefined();
    expect(rumBeacon.safeParse({ versions, events: [{ kind: 'page_view' }] }).success).toBe(true);
  });

  it("names the shell's version by its build label, else its main script's hash, else dev", () => {
    expect(shellVersion('2026.05.01 build 7', document)).toBe('2026.05.01-build-7');
    const script = document.createElement('script');
    script.src = '/static/main.9a8b7c6d.js';
    document.head.appendChild(script);
    expect(shellVersion('', document)).toBe('9a8b7c6d');
    script.remove();
    expect(shellVersion('', document)).toBe('dev');
  });

  it('turns no signal into an event the contract refuses', () => {
    const bases = scriptBases(remotes, SHELL);
    const failed = new Set<string>();
    expect(signalEvents({ type: 'failed', name: 'not-a-remote', kind: 'load' }, bases, failed)).toEqual([]);
    expect(signalEvents({ type: 'retry', name: null }, bases, failed)).toEqual([]);
  });
});
