import { bus } from '../../bus';
import type { User } from '../../types';
import { ApiError, api } from '..';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client (spec §7, §8)', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });
  afterEach(() => jest.useRealTimers());

  const settle = async <T,>(promise: Promise<T>) => {
    const result = promise.then((v) => ({ ok: true as const, v }), (e) => ({ ok: false as const, e }));
    await jest.runAllTimersAsync();
    return result;
  };

  it('retries network errors and 5xx with exponential delay, then succeeds', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(json(503, {})).mockResolvedValueOnce(json(200, { chats: [] }));
    const result = await settle(api.get('/api/chats.php'));
    expect(result).toEqual({ ok: true, v: { chats: [] } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after 5 retries (6 attempts) with a network_error', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const result = await settle(api.get('/api/chats.php'));
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.e).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('never retries a 4xx and exposes the API error code and body', async () => {
    fetchMock.mockResolvedValue(json(429, { error: 'account_blocked', minutes: 15, message: 'blocked' }));
    const result = await settle(api.post('/api/user.php', { email: 'a@b.c', password: 'x' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const error = !result.ok && (result.e as ApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error && [error.status, error.code, error.body.minutes]).toEqual([429, 'account_blocked', 15]);
  });

  it('logs the member out on 403 authentication_required from any call but user.php', async () => {
    bus.auth$.next({ id: 1 } as User);
    const events: string[] = [];
    const sub = bus.on('auth:logged-out').subscribe((p) => events.push(p.reason));
    fetchMock.mockImplementation(async () => json(403, { error: 'authentication_required' }));
    await settle(api.get('/api/user.php'));
    expect(bus.auth$.value).toEqual({ id: 1 });
    await settle(api.get('/api/chats.php'));
    expect(bus.auth$.value).toBeNull();
    expect(events).toEqual(['authentication_required']);
    sub.unsubscribe();
  });

  it('sends JSON bodies and query strings', async () => {
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    await settle(api.get('/api/members.php', { pageNumber: 2, country: 'NL', gender: undefined }));
    await settle(api.delete('/api/chat.php', { conversation: 4 }));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/members.php?pageNumber=2&country=NL');
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: 'DELETE', body: '{"conversation":4}' });
  });
});
