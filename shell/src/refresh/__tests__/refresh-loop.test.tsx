import { bus } from '@amora/shared';
import { QueryProvider, queryClient, useQuery } from '@amora/shared/query';
import { act, render } from '@testing-library/react';
import { makeChat, makeLikedBy, makeUser, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { startBadgeLists } from '../badge-lists';
import { startRefreshLoop } from '../refresh-loop';

const requests = recordRequests();
const calls = (path: string) => requests.calls(path, 'GET').length;

/** Lets MSW answer between fake-timer steps. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await jest.advanceTimersByTimeAsync(0);
};

/** Stand-ins for the queries of mf_chat and mf_likes (keys `['chats']`, `['likes']`). */
const owners = { chats: jest.fn(async () => []), likes: jest.fn(async () => ({ likes: [], matches: [], liked_by: [] })) };

/** Shows the lists as mf_chat and mf_likes do while mounted: active queries of the page's client. */
function Lists() {
  useQuery({ queryKey: ['chats'], queryFn: owners.chats });
  useQuery({ queryKey: ['likes'], queryFn: owners.likes });
  return null;
}

describe('refresh loop (spec §9)', () => {
  let stops: (() => void)[];

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    resetBus();
    queryClient.clear();
    owners.chats.mockClear();
    owners.likes.mockClear();
    mockApi('get', '/api/user.php', makeUser({ credits: 3 }));
    mockApi('get', '/api/chats.php', { chats: [makeChat({ num_unread_messages: 4 })] });
    mockApi('get', '/api/likes.php', { likes: [], matches: [], liked_by: [makeLikedBy({ id: 2, like_new: true })] });
    stops = [startBadgeLists(), startRefreshLoop()];
  });
  afterEach(() => {
    for (const stop of stops) stop();
    jest.useRealTimers();
  });

  it('reloads the member 5 s after login, then every 60 s, and asks for chats and likes on the bus', async () => {
    const events: string[] = [];
    const subs = (['chats:refresh', 'likes:refresh'] as const).map((type) => bus.on(type).subscribe(() => events.push(type)));
    bus.auth$.next(makeUser());
    await jest.advanceTimersByTimeAsync(4_999);
    expect(calls('/api/user.php')).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(calls('/api/user.php')).toBe(1);
    expect(events).toEqual(['chats:refresh', 'likes:refresh']);
    await jest.advanceTimersByTimeAsync(59_999);
    expect(calls('/api/user.php')).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(calls('/api/user.php')).toBe(2);
    expect(events).toHaveLength(4);
    for (const s of subs) s.unsubscribe();
  });

  it('keeps the nav badges up to date while no app shows the lists (the shell loads them itself)', async () => {
    bus.auth$.next(makeUser());
    await jest.advanceTimersByTimeAsync(5_000);
    await settle();
    expect([calls('/api/user.php'), calls('/api/chats.php'), calls('/api/likes.php')]).toEqual([1, 1, 1]);
    expect(bus.badges$.value).toEqual({ unread: 4, newLikes: 1, credits: 3 });
  });

  it('leaves the lists to mf_chat and mf_likes while their queries are on screen', async () => {
    render(
      <QueryProvider>
        <Lists />
      </QueryProvider>,
    );
    await act(settle);
    expect(owners.chats).toHaveBeenCalledTimes(1);
    act(() => bus.auth$.next(makeUser()));
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    await act(settle);
    expect(calls('/api/user.php')).toBe(1);
    expect([owners.chats.mock.calls.length, owners.likes.mock.calls.length]).toEqual([2, 2]);
    expect([calls('/api/chats.php'), calls('/api/likes.php')]).toEqual([0, 0]);
  });

  it('refreshes every 300 s when push is subscribed', async () => {
    mockApi('get', '/api/user.php', makeUser({ push_subscribed: true }));
    bus.auth$.next(makeUser({ push_subscribed: true }));
    await jest.advanceTimersByTimeAsync(5_000);
    await settle();
    await jest.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(calls('/api/user.php')).toBe(1);
    await jest.advanceTimersByTimeAsync(240_000);
    await settle();
    expect(calls('/api/user.php')).toBe(2);
  });

  it('stops on logout and clears chats and likes', async () => {
    bus.auth$.next(makeUser());
    await jest.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(bus.badges$.value.unread).toBe(4);
    bus.auth$.next(null);
    expect(bus.chats$.value).toBeNull();
    expect(bus.likes$.value).toBeNull();
    expect(bus.badges$.value.unread).toBe(0);
    await jest.advanceTimersByTimeAsync(600_000);
    await settle();
    expect(calls('/api/user.php')).toBe(1);
    expect(calls('/api/chats.php')).toBe(1);
  });

  it('sends nothing for visitors, even on refresh events', async () => {
    bus.emit('chats:refresh', {});
    bus.emit('likes:refresh', {});
    await jest.advanceTimersByTimeAsync(600_000);
    await settle();
    expect(requests.all).toEqual([]);
  });
});
