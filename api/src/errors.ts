import type { z } from 'zod';

/**
 * An error answered as JSON `{ error, message, ...extra }` with the given HTTP status.
 * Routes throw it; the error handler (plugins/error-handler.ts) renders it.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(statusCode: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }
}

/** 403 authentication_required (spec §8: "user is logged out"). */
export const authenticationRequired = (): ApiError =>
  new ApiError(403, 'authentication_required', 'Please log in to continue.');

/** 404 not_found. */
export const notFound = (message = 'Not found.'): ApiError => new ApiError(404, 'not_found', message);

/** 403 `blocked`: one of two members blocked the other (spec §6; profile.php, chat.php, likes.php and the swipe game answer it alike). */
export const blocked = (): ApiError => new ApiError(403, 'blocked', 'This member is not available to you.');

/** One validation problem: the path inside the input and an English message. */
export interface Issue {
  path: string;
  message: string;
}

/** Flattens zod issues into `{ path: 'body.email', message }`. */
export function zodIssues(error: z.ZodError, prefix = ''): Issue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.'),
    message: issue.message,
  }));
}

/** 400 invalid_request with the list of issues. */
export function invalidRequest(issues: Issue[], message = 'The request is invalid.'): ApiError {
  return new ApiError(400, 'invalid_request', message, { issues });
}

/** Parses `value` with `schema` or throws 400 invalid_request (for inputs a route validates itself). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, prefix = 'body'): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(zodIssues(result.error, prefix));
  return result.data;
}

/**
 * The reason of a refusal raised by one of the database's write functions (migration 031:
 * `raise exception 'amora:<reason>'`, which rolls the call back), when it is one of `reasons`;
 * null for any other error (rethrow it).
 */
export function databaseRefusal<R extends string>(error: unknown, reasons: readonly R[]): R | null {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || !message.startsWith('amora:')) return null;
  const reason = message.slice('amora:'.length);
  return (reasons as readonly string[]).includes(reason) ? (reason as R) : null;
}
