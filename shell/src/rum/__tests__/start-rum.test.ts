import { RUM_LIMITS, RUM_OUTCOMES, RUM_VITALS, rumBeacon } from '@amora/contracts';
import { bus } from '@amora/shared';
import { LIMITS, OUTCOMES, VITALS } from '../contract';
import { startRum } from '..';
import { isSampled } from '../sample';
import type { SignalSource } from '../signals';

/** A Blob's text (jsdom's Blob has no `text()`). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });


jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onTTFB: jest.fn() }), { virtual: true });

const remotes = [{ name: 'mf_landers', version: '0.1.0-ab12cd34ef', manifest_url: 'http://localhost:3100/mf_landers/0.1.0-ab12cd34ef/mf-manifest.json', entry_url: 'http://localhost:3100/mf_landers/0.1.0-ab12cd34ef/remoteEntry.js' }];

const original = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
let sendBeacon: jest.Mock;
let started: SignalSource | null = null;
beforeEach(() => {
  sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});
afterEach(() => {
  started?.stop();
  started = null;
  if (original) Object.defineProperty(navigator, 'sendBeacon', original);
  else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

/** The beacons navigator.sendBeacon got, parsed against the contract. */
async function beacons() {
  return Promise.all(sendBeacon.mock.calls.map(async ([, blob]: [string, Blob]) => rumBeacon.parse(JSON.parse(await readBlob(blob)))));
}

describe('sampling by the site rate (issue 35)', () => {
  it('samples a share of the page views', () => {
    expect(isSampled(undefined)).toBe(true);
    expect(isSampled(1, () => 0.999)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(0.1, () => 0.05)).toBe(true);
    expect(isSampled(0.1, () => 0.1)).toBe(false);
    expect(isSampled(Number.NaN, () => 0.5)).toBe(true);
    expect(isSampled(-1, () => 0)).toBe(false);
  });

  it('a page view that is not sampled loads nothing, listens to nothing and sends nothing', async () => {
    const load = jest.fn();
    started = startRum({ remotes, rum_sample_rate: 0 }, Promise.resolve(), { load, idle: async () => undefined });
    expect(started).toBeNull();
    bus.emit('remote:failed', { name: 'mf_landers', error: 'x', kind: 'load' });
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((r) => setTimeout(r, 0));
    expect(load).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('startRum (issue 35)', () => {
  it('loads the collector only after amora:interactive, handing it what the page heard meanwhile', async () => {
    let interactive: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      interactive = resolve;
    });
    const load = jest.fn(() => import('../collector'));
    started = startRum({ remotes }, ready, { load, idle: async () => undefined });
    expect(started).not.toBeNull();
    bus.emit('remote:failed', { name: 'mf_landers', error: 'Loading script failed', kind: 'load' });
    await new Promise((r) => setTimeout(r, 0));
    expect(load).not.toHaveBeenCalled();

    interactive();
    await new Promise((r) => setTimeout(r, 0));
    await load.mock.results[0]?.value;
    await new Promise((r) => setTimeout(r, 0));
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    const [first] = await beacons();
    expect(first?.versions).toEqual({ mf_landers: '0.1.0-ab12cd34ef', shell: 'dev' });
    expect(first?.events).toEqual([{ kind: 'page_view' }, { kind: 'load_failure', remote: 'mf_landers' }]);
  });

  it('stops listening when the collector cannot be loaded', async () => {
    const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    const signals = startRum({ remotes }, Promise.resolve(), { load, idle: async () => undefined });
    const stop = jest.spyOn(signals as SignalSource, 'stop');
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(stop).toHaveBeenCalled();
  });
});

describe("the browser's copy of the contract's values", () => {
  it('equals @amora/contracts', () => {
    expect(LIMITS).toEqual(RUM_LIMITS);
    expect(OUTCOMES).toEqual(RUM_OUTCOMES);
    expect(VITALS).toEqual(RUM_VITALS);
  });
});
