import { bus } from '../bus';
import { API_MAX_RETRIES, API_RETRY_BASE_MS } from '../constants';
import type { User } from '../types';

/** An error answer of the API: `status` is the HTTP status (0 for a network failure), `code` the API's `error` field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Sent as JSON; a `Blob` (a chosen `File`) is sent as it is, as the raw body with its own `Content-Type` (image uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * A key that makes a write safe to repeat (docs/design.md §7): sent as `Idempotency-Key`; the API
   * applies a key once. Writes without one are never retried.
   */
  idempotencyKey?: string;
  /** Override the retry count (default 5 for safe methods and keyed writes, spec §7). */
  retries?: number;
  signal?: AbortSignal;
  /** Let the request outlive the page (`fetch` keepalive): a last call as the member or operator leaves. */
  keepalive?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Whether `body` is a Blob or File, of this page or another realm (Node's in tests): sent raw, not as JSON. */
const isBlob = (body: unknown): body is Blob => /^\[object (Blob|File)\]$/.test(Object.prototype.toString.call(body));

/** Methods a repeat cannot apply twice (RFC 9110 §9.2.2): the only ones retried without an idempotency key. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * Calls the Amora API (spec §7) and returns the parsed JSON body. The body goes as JSON, or as the
 * raw bytes of a `Blob` with its type (`POST /api/photos.php`, a photo in chat).
 * The platform's one retry policy (TanStack Query's own is off, `@amora/shared/query`): network
 * errors and 5xx are retried up to 5 times with exponential delay (250 ms × 2^n), never 4xx — but
 * only GET/HEAD and writes with an `idempotencyKey`: a lost answer to a plain POST (sign-up,
 * complaint, report, a profile photo) must not create a second row or a spurious `email_taken`.
 * A 403 `authentication_required` from any path but `/api/user.php` logs the member out on the bus (spec §8).
 * @throws ApiError with the API's `error` code, or `network_error` (status 0) after the last retry.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, headers = {}, idempotencyKey, signal, keepalive } = options;
  const retryable = SAFE_METHODS.has(method) || idempotencyKey !== undefined;
  const retries = retryable ? (options.retries ?? API_MAX_RETRIES) : 0;
  const url = buildUrl(path, query);
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'X-Client-Type': 'web',
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      ...headers,
    },
    signal,
    ...(keepalive ? { keepalive } : {}),
  };
  if (body !== undefined) {
    const blob = isBlob(body);
    init.body = blob ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = blob ? body.type || 'application/octet-stream' : 'application/json';
  }
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (attempt < retries) {
        await sleep(API_RETRY_BASE_MS * 2 ** attempt);
        continue;
      }
      throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
    }
    if (response.status >= 500 && attempt < retries) {
      await sleep(API_RETRY_BASE_MS * 2 ** attempt);
      continue;
    }
    const text = await response.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (response.ok) return data as T;
    const errorBody = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const code = typeof errorBody.error === 'string' ? errorBody.error : `http_${response.status}`;
    const message = typeof errorBody.message === 'string' ? errorBody.message : response.statusText;
    if (response.status === 403 && code === 'authentication_required' && !path.startsWith('/api/user.php')) {
      if (bus.auth$.value) {
        bus.auth$.next(null);
        bus.emit('auth:logged-out', { reason: 'authentication_required' });
      }
    }
    throw new ApiError(response.status, code, message, errorBody);
  }
}

/** Shorthands for {@link apiRequest}. */
export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], options?: RequestOptions) => apiRequest<T>(path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};

/**
 * Reloads the logged-in member (`GET /api/user.php`) onto `bus.auth$`, so every app follows a change
 * made on the server (profile edit, photo, e-mail, activation, push). A failure leaves the bus as it
 * is: the shell's refresh loop (spec §9) catches up.
 * @returns the fresh member, or null when the call failed.
 */
export async function refreshUser(): Promise<User | null> {
  try {
    const user = await api.get<User>('/api/user.php');
    bus.auth$.next(user);
    return user;
  } catch {
    return null;
  }
}
