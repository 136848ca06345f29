import { bus } from '@amora/shared';
import { makeUser, resetBus } from '../../test-utils';
import { startRefreshLoop } from '../refresh-loop';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('refresh loop (spec §9)', () => {
  let fetchMock: jest.Mock;
  let stop: () => void;
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).length;

  beforeEach(() => {
    jest.useFakeTimers();
    resetBus();
    fetchMock = jest.fn(async (url: string) => {
      if (url === '/api/chats.php') return json({ chats: [{ id: 1, num_unread_messages: 4 }] });
      if (url === '/api/likes.php') return json({ likes: [], matches: [], liked_by: [{ id: 2, like_new: true }] });
      return json(makeUser({ credits: 3 }));
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('loads user, chats and likes 5 s after login, then every 60 s, and derives the badges', async () => {
    stop = startRefreshLoop();
    bus.auth$.next(makeUser());
    await jest.advanceTimersByTimeAsync(4_999);
    expect(calls('/api/chats.php')).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect([calls('/api/user.php'), calls('/api/chats.php'), calls('/api/likes.php')]).toEqual([1, 1, 1]);
    expect(bus.badges$.value).toEqual({ unread: 4, newLikes: 1, credits: 3 });
    await jest.advanceTimersByTimeAsync(59_999);
    expect(calls('/api/chats.php')).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls('/api/chats.php')).toBe(2);
  });

  it('refreshes every 300 s when push is subscribed', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/user.php' ? json(makeUser({ push_subscribed: true })) : url === '/api/chats.php' ? json({ chats: [] }) : json({ likes: [], liked_by: [], matches: [] }),
    );
    stop = startRefreshLoop();
    bus.auth$.next(makeUser({ push_subscribed: true }));
    await jest.advanceTimersByTimeAsync(5_000);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls('/api/chats.php')).toBe(1);
    await jest.advanceTimersByTimeAsync(240_000);
    expect(calls('/api/chats.php')).toBe(2);
  });

  it('stops on logout and clears chats and likes', async () => {
    stop = startRefreshLoop();
    bus.auth$.next(makeUser());
    await jest.advanceTimersByTimeAsync(5_000);
    bus.auth$.next(null);
    expect(bus.chats$.value).toBeNull();
    expect(bus.badges$.value.unread).toBe(0);
    await jest.advanceTimersByTimeAsync(600_000);
    expect(calls('/api/chats.php')).toBe(1);
  });

  it('does nothing for visitors', async () => {
    stop = startRefreshLoop();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
