import { type BusEvents, bus } from '@amora/shared';
import { loginOnBus, makeChat, makeLikedBy, makeProfile, makeUser, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { useDocumentTitle } from '../../chrome/use-document-title';
import { startBadgeLists } from '../../refresh/badge-lists';
import { startRefreshLoop } from '../../refresh/refresh-loop';
import { type LiveStream, openLiveStream } from '../live-stream';
import { FakeEventSource } from './fake-event-source';

const requests = recordRequests();

const message = {
  id: 7, conversation_id: 100, client_message_id: null, from_me: false, kind: 'text' as const, text: 'Hej!', created_at: '2026-11-24T10:00:00.000Z',
};

/** Records the bus events a test cares about, in order, as `[type, payload]`. */
function recordBus() {
  const types: (keyof BusEvents)[] = ['chat:message', 'chat:read', 'chats:refresh', 'likes:refresh', 'like:received', 'match:found', 'credits:changed', 'live:status'];
  const seen: [keyof BusEvents, unknown][] = [];
  const subs = types.map((type) => bus.on(type).subscribe((payload) => seen.push([type, payload])));
  return {
    seen,
    types: () => seen.map(([type]) => type),
    stop: () => {
      for (const s of subs) s.unsubscribe();
    },
  };
}

describe('live event stream (docs/design.md §7)', () => {
  let stream: LiveStream;
  let events: ReturnType<typeof recordBus>;

  beforeEach(() => {
    resetBus();
    loginOnBus({ credits: 5 });
    FakeEventSource.reset();
    events = recordBus();
    stream = openLiveStream({ createSource: FakeEventSource.create });
  });
  afterEach(() => {
    stream.close();
    events.stop();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('opens one EventSource on /api/events.php', () => {
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/events.php']);
  });

  it('puts a new message on the bus and reloads the chat list', () => {
    FakeEventSource.last.frame('message', message, 1);
    expect(events.seen).toEqual([
      ['chat:message', { message }],
      ['chats:refresh', {}],
    ]);
    expect(stream.cursor).toBe(1);
  });

  it('ignores a message frame without the whole chat message (the contract sends chatMessage)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    FakeEventSource.last.frame('message', { id: 8, conversation_id: 100 }, 2);
    expect(events.types()).toEqual([]);
    warn.mockRestore();
  });

  it('marks a conversation read at once and reloads the chat list', () => {
    bus.chats$.next([makeChat({ id: 100, num_unread_messages: 3 }), makeChat({ id: 101, num_unread_messages: 2 })]);
    FakeEventSource.last.frame('read', { conversation_id: 100, num_unread_messages: 0 }, 3);
    expect(events.seen).toEqual([
      ['chat:read', { conversation: 100 }],
      ['chats:refresh', {}],
    ]);
    expect(bus.chats$.value?.map((c) => c.num_unread_messages)).toEqual([0, 2]);
  });

  it('announces a like and a match and reloads the likes', () => {
    const entry = makeLikedBy({ id: 21, like_new: true });
    const profile = makeProfile({ id: 22 });
    FakeEventSource.last.frame('like', { profile: entry }, 4);
    FakeEventSource.last.frame('match', { profile }, 5);
    expect(events.seen).toEqual([
      ['like:received', { entry }],
      ['likes:refresh', {}],
      ['match:found', { profile }],
      ['likes:refresh', {}],
    ]);
  });

  it('updates the member’s credits on auth$ (a new object) and announces them', () => {
    const before = bus.auth$.value;
    FakeEventSource.last.frame('credits', { credits: 42 }, 6);
    expect(bus.auth$.value).toEqual({ ...before, credits: 42 });
    expect(bus.auth$.value).not.toBe(before);
    expect(events.seen).toEqual([['credits:changed', { credits: 42 }]]);
  });

  it('reloads the chat list when it changed', () => {
    FakeEventSource.last.frame('chats', { conversation_id: 100 }, 7);
    FakeEventSource.last.frame('chats', {}, 8);
    expect(events.types()).toEqual(['chats:refresh', 'chats:refresh']);
  });

  it('reloads chats, likes and the member on resync', async () => {
    mockApi('get', '/api/user.php', makeUser({ credits: 77 }));
    FakeEventSource.last.frame('resync', { cursor: 90, reason: 'expired' }, 90);
    expect(events.types()).toEqual(['chats:refresh', 'likes:refresh']);
    await waitFor(() => expect(bus.auth$.value?.credits).toBe(77));
    expect(requests.calls('/api/user.php', 'GET')).toHaveLength(1);
    expect(stream.cursor).toBe(90);
  });

  it('reports connected on ready and disconnected on an error, once per change', () => {
    FakeEventSource.last.frame('ready', { cursor: 0, resumed: false }, 0);
    FakeEventSource.last.fail({ retrying: true });
    FakeEventSource.last.fail({ retrying: true });
    FakeEventSource.last.frame('ready', { cursor: 0, resumed: true }, 0);
    expect(events.seen).toEqual([
      ['live:status', { connected: true }],
      ['live:status', { connected: false }],
      ['live:status', { connected: true }],
    ]);
    // The browser reconnects by itself (sending Last-Event-ID): no second source.
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('ignores invalid frames with one warning and goes on', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const source = FakeEventSource.last;
    source.frame('credits', { credits: 'lots' }, 9);
    source.frame('message', '{not json', 10, { raw: true });
    source.frame('like', { profile: { id: 3 } }, 11);
    source.frame('chats', {}, 'no-cursor');
    expect(events.seen).toEqual([]);
    expect(bus.auth$.value?.credits).toBe(5);
    expect(warn).toHaveBeenCalledTimes(1);
    source.frame('credits', { credits: 6 }, 12);
    expect(events.seen).toEqual([['credits:changed', { credits: 6 }]]);
  });

  it('reopens a source the browser gave up on, after a delay, from the last cursor', () => {
    stream.close();
    jest.useFakeTimers();
    FakeEventSource.reset();
    stream = openLiveStream({ createSource: FakeEventSource.create, reopenDelay: (attempt) => 1_000 * (attempt + 1) });
    FakeEventSource.last.frame('ready', { cursor: 12, resumed: false }, 12);
    FakeEventSource.last.fail({ retrying: false });
    expect(events.seen.at(-1)).toEqual(['live:status', { connected: false }]);
    jest.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/events.php', '/api/events.php?last_event_id=12']);
    FakeEventSource.last.fail({ retrying: false });
    jest.advanceTimersByTime(1_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it('closes the source for good on close(), without reopening', () => {
    jest.useFakeTimers();
    const source = FakeEventSource.last;
    source.fail({ retrying: false });
    stream.close();
    jest.advanceTimersByTime(600_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    const open = new FakeEventSource('/api/events.php');
    stream = openLiveStream({ createSource: () => open });
    stream.close();
    expect(open.closed).toBe(true);
  });
});

describe('live events reach the nav badges', () => {
  let stops: (() => void)[];

  beforeEach(() => {
    resetBus();
    FakeEventSource.reset();
    mockApi('get', '/api/chats.php', { chats: [makeChat({ num_unread_messages: 2 })] });
    mockApi('get', '/api/likes.php', { likes: [], matches: [], liked_by: [makeLikedBy({ id: 2, like_new: true })] });
    stops = [startBadgeLists(), startRefreshLoop()];
    loginOnBus();
    const stream = openLiveStream({ createSource: FakeEventSource.create });
    stops.push(() => stream.close());
  });
  afterEach(() => {
    for (const stop of stops) stop();
  });

  it('counts a new message and a new like in the badges and the (N) title at once while no app shows the lists (the shell loads them)', async () => {
    renderHook(() => useDocumentTitle());
    FakeEventSource.last.frame('message', message, 1);
    await waitFor(() => expect(bus.badges$.value.unread).toBe(2));
    await waitFor(() => expect(document.title).toMatch(/^\(2\) /));
    FakeEventSource.last.frame('like', { profile: makeLikedBy({ id: 2, like_new: true }) }, 2);
    await waitFor(() => expect(bus.badges$.value.newLikes).toBe(1));
    await waitFor(() => expect(document.title).toMatch(/^\(3\) /));
    expect([requests.calls('/api/chats.php', 'GET').length, requests.calls('/api/likes.php', 'GET').length]).toEqual([1, 1]);
  });

  it('shows new credits in the badges', () => {
    FakeEventSource.last.frame('credits', { credits: 99 }, 3);
    expect(bus.badges$.value.credits).toBe(99);
  });
});
