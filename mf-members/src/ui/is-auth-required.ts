import { ApiError } from '@amora/shared';

/** True for the API's 403 `authentication_required` (spec §8): the viewer must log in first. */
export function isAuthRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'authentication_required';
}
