import { ApiError } from '@amora/shared';
import { useQueryClient } from '@amora/shared/query';
import { useEffect } from 'react';

/** The first part of every console query's key: signing out drops them all. */
export const CONSOLE_KEY = 'operator';

/** The query key of the operator's session (`GET /api/operator/session.php`); its data is null without one. */
export const SESSION_KEY = [CONSOLE_KEY, 'session'] as const;

/**
 * The query key of the queues' open items (`GET /api/operator/counts.php`): the navigation's
 * badges and the overview. The queues invalidate it after each decision (issue 31).
 */
export const COUNTS_KEY = [CONSOLE_KEY, 'counts'] as const;

/**
 * When a console call answers 401 (the session ended: 30 minutes idle, 12 hours old, ended in
 * another browser), the console forgets the session, so every screen goes to the sign-in and
 * back after it (issue 31).
 * @param error the call's error, if any
 */
export function useSessionGuard(error: unknown): void {
  const client = useQueryClient();
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) client.setQueryData(SESSION_KEY, null);
  }, [error, client]);
}
