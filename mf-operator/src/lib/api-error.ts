import { ApiError } from '@amora/shared';

/**
 * The i18n key (namespace `operator`) of a failed console call (issue 31: every action shows the
 * API's localized error): the key `known` gives for the API's error code, `errors.network` when
 * there was no answer at all (status 0), else `errors.generic`.
 * @param known error code (`own_account`, `no_canary` …) → i18n key of the screen
 */
export function apiErrorKey(error: unknown, known: Readonly<Record<string, string>> = {}): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  if (error.status === 0) return 'errors.network';
  return known[error.code] ?? 'errors.generic';
}

/**
 * The fields a 400 `invalid_request` names (`issues: [{path: 'body.settings.name', message}]`),
 * by their name under `prefix` (`body.settings.` → `name`); empty for any other error.
 */
export function issueFields(error: unknown, prefix: string): string[] {
  if (!(error instanceof ApiError) || error.code !== 'invalid_request' || !Array.isArray(error.body.issues)) return [];
  const paths = (error.body.issues as { path?: unknown }[]).map((issue) => (typeof issue.path === 'string' ? issue.path : ''));
  return [...new Set(paths.filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length).split('.')[0] ?? ''))].filter(Boolean);
}
