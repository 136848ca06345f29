import { type RumEvent, rumBeacon } from '@amora/contracts';
import { HttpResponse, http, server } from '@amora/shared/testing';
import { createBeacon, packBeacons, RUM_ENDPOINT, sendBody } from '../beacon';
import { LIMITS } from '../contract';

/** A Blob's text (jsdom's Blob has no `text()`). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });


const versions = { mf_landers: '0.1.0-ab12cd34ef', shell: '9a8b7c6d' };
const error: RumEvent = { kind: 'error', remote: 'mf_landers' };
const outcome: RumEvent = { kind: 'outcome', remote: 'mf_landers', name: 'lander_signup_click' };

/** The beacons a `send` stub got, parsed (and checked against the contract). */
const sent = (send: jest.Mock) => send.mock.calls.map(([body]) => rumBeacon.parse(JSON.parse(body as string)));

afterEach(() => {
  jest.useRealTimers();
});

describe('beacon batching (issue 35)', () => {
  it('sends what is queued 10 s after the first event, in one beacon with the versions', () => {
    jest.useFakeTimers();
    const send = jest.fn();
    const beacon = createBeacon({ versions, send });
    beacon.push({ kind: 'page_view' });
    jest.advanceTimersByTime(5_000);
    beacon.push({ kind: 'vital', name: 'TTFB', value: 120 });
    jest.advanceTimersByTime(4_999);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sent(send)).toEqual([{ versions, events: [{ kind: 'page_view' }, { kind: 'vital', name: 'TTFB', value: 120 }] }]);
    jest.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends at once when a beacon is full (40 events)', () => {
    jest.useFakeTimers();
    const send = jest.fn();
    const beacon = createBeacon({ versions, send });
    for (let i = 0; i < LIMITS.maxEvents; i++) beacon.push(outcome);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent(send)[0]?.events).toHaveLength(LIMITS.maxEvents);
  });

  it('caps a page at 200 events, and at 50 errors, load failures and retries: an error loop does not flood', () => {
    jest.useFakeTimers();
    const send = jest.fn();
    const beacon = createBeacon({ versions, send });
    for (let i = 0; i < 1_000; i++) beacon.push(error);
    expect(beacon.taken).toBe(50);
    // The page's outcomes still count after the loop…
    expect(beacon.push(outcome)).toBe(true);
    for (let i = 0; i < 500; i++) beacon.push(outcome);
    // …up to the page's cap.
    expect(beacon.taken).toBe(200);
    expect(beacon.push({ kind: 'page_view' })).toBe(false);
    beacon.flush();
    const events = sent(send).flatMap((b) => b.events);
    expect(events).toHaveLength(200);
    expect(events.filter((e) => e.kind === 'error')).toHaveLength(50);
    expect(beacon.dropped).toBe(1_000 - 50 + 501 - 150 + 1);
  });

  it('splits a flush into beacons of at most 40 events and 8 KiB', () => {
    const manyVersions = Object.fromEntries([...'abcdefghijk'].map((c) => [`mf_${c}`, `${c}`.repeat(100)]));
    const big = { ...manyVersions, shell: 's'.repeat(100) };
    const events: RumEvent[] = Array.from({ length: 130 }, (_, i) => ({ kind: 'vital', name: 'CLS', value: i / 7 }));
    const bodies = packBeacons(big, events);
    expect(bodies.map((b) => JSON.parse(b).events.length)).toEqual([40, 40, 40, 10]);
    for (const body of bodies) {
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(LIMITS.maxBodyBytes);
      expect(rumBeacon.safeParse(JSON.parse(body)).success).toBe(true);
    }
    // A smaller byte limit splits by size, keeping every event in order.
    const bySize = packBeacons(versions, events, { maxBodyBytes: 600, maxEvents: 40 });
    expect(bySize.length).toBeGreaterThan(4);
    for (const body of bySize) expect(body.length).toBeLessThanOrEqual(600);
    expect(bySize.flatMap((b) => JSON.parse(b).events)).toEqual(events);
  });

  it('sends when the page is hidden or left, after web-vitals reported (its listener captures, ours bubbles)', () => {
    jest.useFakeTimers();
    const send = jest.fn();
    const beacon = createBeacon({ versions, send });
    const stop = beacon.listen(window);
    beacon.push({ kind: 'page_view' });
    // web-vitals reports the final CLS in a capture listener of the same event.
    const lateVital = () => beacon.push({ kind: 'vital', name: 'CLS', value: 0.02 });
    window.addEventListener('visibilitychange', lateVital, true);
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(sent(send)).toEqual([{ versions, events: [{ kind: 'page_view' }, { kind: 'vital', name: 'CLS', value: 0.02 }] }]);
    window.removeEventListener('visibilitychange', lateVital, true);

    beacon.push(outcome);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent(send)[1]?.events).toEqual([outcome]);

    // Visible again: nothing is sent early; stopped: no more listening.
    visibility.mockReturnValue('visible');
    beacon.push(outcome);
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(send).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });

  it('never throws, whatever `send` does', () => {
    const beacon = createBeacon({
      versions,
      send: () => {
        throw new Error('quota');
      },
    });
    beacon.push({ kind: 'page_view' });
    expect(() => beacon.flush()).not.toThrow();
  });
});

describe('sendBody', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'sendBeacon', original);
    else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  });

  it('uses navigator.sendBeacon with a text/plain body', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    sendBody('{"versions":{},"events":[]}');
    expect(sendBeacon).toHaveBeenCalledWith(RUM_ENDPOINT, expect.any(Blob));
    const blob = (sendBeacon.mock.calls[0] as unknown as [string, Blob])[1];
    expect(blob.type).toBe('text/plain');
    expect(await readBlob(blob)).toBe('{"versions":{},"events":[]}');
  });

  it('falls back to fetch with keepalive when the browser refuses the beacon', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => false), configurable: true });
    const received = new Promise<string>((resolve) => {
      server.use(
        http.post(RUM_ENDPOINT, async ({ request }) => {
          resolve(await request.text());
          return new HttpResponse(null, { status: 204 });
        }),
      );
    });
    sendBody('{"a":1}');
    expect(await received).toBe('{"a":1}');
  });
});
