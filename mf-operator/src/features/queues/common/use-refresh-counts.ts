import { useQueryClient } from '@amora/shared/query';
import { useCallback } from 'react';
import { COUNTS_KEY } from '../../../lib/session-key';

/**
 * Asks the navigation's queue counts again (`GET /api/operator/counts.php`, {@link COUNTS_KEY}),
 * called after each decision in a queue so the badges follow at once (issue 31).
 */
export function useRefreshCounts(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: COUNTS_KEY }), [client]);
}
