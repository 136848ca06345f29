import { bus } from '@amora/shared';
import { makeUser, resetBus } from '@amora/shared/testing';
import { waitFor } from '@testing-library/react';
import { startLiveStream } from '../start-live-stream';
import { FakeEventSource } from './fake-event-source';

/** Counts how often the stream module itself is evaluated (the dynamic import behind the login check). */
const mockModuleLoaded = jest.fn();
jest.mock('../live-stream', () => {
  mockModuleLoaded();
  return jest.requireActual('../live-stream');
});

/** Lets pending imports and promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the live stream follows the login (docs/design.md §7)', () => {
  let stop: () => void;

  beforeEach(() => {
    FakeEventSource.reset();
  });
  afterEach(() => stop());

  // First in the file: the module registry keeps a module once it has been imported.
  it('imports nothing and opens nothing for a visitor, and loads the stream once a member logs in', async () => {
    bus.auth$.next(undefined);
    stop = startLiveStream({ createSource: FakeEventSource.create });
    bus.auth$.next(null);
    bus.emit('chats:refresh', {});
    await flush();
    expect(mockModuleLoaded).not.toHaveBeenCalled();
    expect(FakeEventSource.opened).toEqual([]);

    bus.auth$.next(makeUser());
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(mockModuleLoaded).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.last.url).toBe('/api/events.php');
  });

  it('keeps one stream while the member is refreshed, and closes it at logout', async () => {
    resetBus();
    stop = startLiveStream({ createSource: FakeEventSource.create });
    bus.auth$.next(makeUser({ id: 1 }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    bus.auth$.next(makeUser({ id: 1, credits: 9 }));
    await flush();
    expect(FakeEventSource.opened).toHaveLength(1);

    bus.auth$.next(null);
    bus.emit('auth:logged-out', { reason: 'logout' });
    expect(FakeEventSource.last.closed).toBe(true);
  });

  it('closes the stream on auth:logged-out', async () => {
    resetBus();
    stop = startLiveStream({ createSource: FakeEventSource.create });
    bus.auth$.next(makeUser());
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    bus.emit('auth:logged-out', { reason: 'authentication_required' });
    expect(FakeEventSource.last.closed).toBe(true);
  });

  it('opens nothing when the member logs out while the stream module loads', async () => {
    resetBus();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stop = startLiveStream({ createSource: FakeEventSource.create, load: () => gate.then(() => import('../live-stream')) });
    bus.auth$.next(makeUser());
    bus.auth$.next(null);
    release();
    await flush();
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('gives another member a stream of their own', async () => {
    resetBus();
    stop = startLiveStream({ createSource: FakeEventSource.create });
    bus.auth$.next(makeUser({ id: 1 }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    bus.auth$.next(makeUser({ id: 2 }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened.map((s) => s.closed)).toEqual([true, false]);
  });

  it('tries the import again on a later member update when it failed', async () => {
    resetBus();
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockImplementation(() => import('../live-stream'));
    stop = startLiveStream({ createSource: FakeEventSource.create, load });
    bus.auth$.next(makeUser({ id: 1 }));
    await flush();
    expect(FakeEventSource.opened).toEqual([]);
    bus.auth$.next(makeUser({ id: 1 }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stop() closes the stream and stops watching the login', async () => {
    resetBus();
    stop = startLiveStream({ createSource: FakeEventSource.create });
    bus.auth$.next(makeUser());
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    stop();
    expect(FakeEventSource.last.closed).toBe(true);
    bus.auth$.next(makeUser({ id: 5 }));
    await flush();
    expect(FakeEventSource.opened).toHaveLength(1);
  });
  it('opens the page member’s stream from the cursor their state was read at, another member’s from now', async () => {
    bus.auth$.next(undefined);
    const member = makeUser({ id: 41 });
    stop = startLiveStream({ createSource: FakeEventSource.create, boot: { userId: member.id, cursor: 17 } });
    bus.auth$.next(member);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.last.url).toBe('/api/events.php?last_event_id=17');
    bus.auth$.next(makeUser({ id: 42 }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.last.url).toBe('/api/events.php');
  });
});
