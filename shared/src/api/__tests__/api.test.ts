import { File as NodeFile } from 'node:buffer';
import { bus } from '../../bus';
import type { User } from '../../types';
import { apiError, HttpResponse, http, makeUser, recordRequests, server, settleWithTimers } from '@amora/shared/testing';
import { ApiError, api } from '..';

/** Answers the calls to one path with `answers` in turn (the last one repeats). */
function answerInTurn(method: 'get' | 'post' | 'put' | 'delete', path: string, answers: Array<() => Response>) {
  let n = 0;
  server.use(http[method](path, () => (answers[Math.min(n++, answers.length - 1)] as () => Response)()));
}

const offline = () => HttpResponse.error();

describe('API client (spec §7, §8)', () => {
  const requests = recordRequests();
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settle = settleWithTimers;

  it('retries network errors and 5xx with exponential delay, then succeeds', async () => {
    answerInTurn('get', '/api/chats.php', [offline, () => HttpResponse.json({}, { status: 503 }), () => HttpResponse.json({ chats: [] })]);
    const result = await settle(api.get('/api/chats.php'));
    expect(result).toEqual({ ok: true, v: { chats: [] } });
    expect(requests.calls('/api/chats.php')).toHaveLength(3);
  });

  it('gives up after 5 retries (6 attempts) with a network_error', async () => {
    answerInTurn('get', '/api/chats.php', [offline]);
    const result = await settle(api.get('/api/chats.php'));
    expect(requests.calls('/api/chats.php')).toHaveLength(6);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.e).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('never retries a write without an idempotency key: a lost answer must not sign up twice', async () => {
    answerInTurn('post', '/api/signup.php', [offline]);
    const result = await settle(api.post('/api/signup.php', { email: 'a@b.c' }));
    expect(requests.calls('/api/signup.php')).toHaveLength(1);
    expect(!result.ok && result.e).toMatchObject({ status: 0, code: 'network_error' });
    answerInTurn('put', '/api/profile.php', [() => HttpResponse.json({}, { status: 502 })]);
    answerInTurn('delete', '/api/chat.php', [() => HttpResponse.json({}, { status: 502 })]);
    await settle(api.put('/api/profile.php', { about: 'x' }));
    await settle(api.delete('/api/chat.php', { conversation: 4 }));
    expect(requests.calls('/api/profile.php')).toHaveLength(1);
    expect(requests.calls('/api/chat.php')).toHaveLength(1);
  });

  it('retries a write that carries an idempotency key, sending the same key each time', async () => {
    const keys: Array<string | null> = [];
    let n = 0;
    server.use(
      http.post('/api/chat.php', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return n++ === 0 ? HttpResponse.error() : HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    const result = await settle(api.post('/api/chat.php', { text: 'hi' }, { idempotencyKey: 'msg-1' }));
    expect(result).toEqual({ ok: true, v: { id: 7 } });
    expect(keys).toEqual(['msg-1', 'msg-1']);
  });

  it('never retries a 4xx and exposes the API error code and body', async () => {
    answerInTurn('post', '/api/user.php', [() => apiError(429, 'account_blocked', { minutes: 15 })]);
    const result = await settle(api.post('/api/user.php', { email: 'a@b.c', password: 'x' }));
    expect(requests.calls('/api/user.php')).toHaveLength(1);
    const error = !result.ok && (result.e as ApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error && [error.status, error.code, error.body.minutes]).toEqual([429, 'account_blocked', 15]);
  });

  it('logs the member out on 403 authentication_required from any call but user.php', async () => {
    bus.auth$.next(makeUser() as User);
    const events: string[] = [];
    const sub = bus.on('auth:logged-out').subscribe((p) => events.push(p.reason));
    server.use(http.get('/api/*', () => apiError(403, 'authentication_required')));
    await settle(api.get('/api/user.php'));
    expect(bus.auth$.value).toMatchObject({ id: 1 });
    await settle(api.get('/api/chats.php'));
    expect(bus.auth$.value).toBeNull();
    expect(events).toEqual(['authentication_required']);
    sub.unsubscribe();
  });

  it('sends a Blob as the raw body with its own type, retried under its idempotency key, with the API errors', async () => {
    // Node's File, not jsdom's: Node's fetch (which MSW intercepts here) sends only a real Blob's bytes.
    const photo = new NodeFile(['jpeg-bytes'], 'me.jpg', { type: 'image/jpeg' }) as unknown as File;
    const sent: Array<{ type: string | null; key: string | null; bytes: string }> = [];
    let n = 0;
    server.use(
      http.post('/api/chat.php', async ({ request }) => {
        sent.push({ type: request.headers.get('Content-Type'), key: request.headers.get('Idempotency-Key'), bytes: await request.text() });
        return n++ === 0 ? HttpResponse.json({}, { status: 503 }) : apiError(402, 'not_enough_credits', { cost: 10 });
      }),
    );
    const result = await settle(api.post('/api/chat.php', photo, { query: { conversation: 4 }, idempotencyKey: 'msg-2' }));
    expect(sent).toEqual([
      { type: 'image/jpeg', key: 'msg-2', bytes: 'jpeg-bytes' },
      { type: 'image/jpeg', key: 'msg-2', bytes: 'jpeg-bytes' },
    ]);
    expect(requests.calls('/api/chat.php')[0]?.url.search).toBe('?conversation=4');
    const error = !result.ok && (result.e as ApiError);
    expect(error && [error.status, error.code, error.body.cost]).toEqual([402, 'not_enough_credits', 10]);
  });

  it('sends JSON bodies and query strings', async () => {
    server.use(http.all('/api/*', () => HttpResponse.json({ ok: true })));
    await settle(api.get('/api/members.php', { pageNumber: 2, country: 'NL', gender: undefined }));
    await settle(api.delete('/api/chat.php', { conversation: 4 }));
    expect(requests.all[0]?.url.search).toBe('?pageNumber=2&country=NL');
    expect(requests.calls('/api/chat.php', 'DELETE')[0]?.body).toEqual({ conversation: 4 });
  });

  it('lets a last call outlive the page only when asked (keepalive)', async () => {
    const seen: boolean[] = [];
    server.use(http.all('/api/*', ({ request }) => {
      seen.push(request.keepalive);
      return HttpResponse.json({ released: 0 });
    }));
    await settle(api.delete('/api/operator/claims.php', undefined, { query: { queue: 'photos' }, keepalive: true }));
    await settle(api.get('/api/settings.php'));
    expect(seen).toEqual([true, false]);
  });
});
