import type { ClaimQueue } from '@amora/contracts';
import { api } from '@amora/shared';
import { useEffect } from 'react';

/**
 * Gives back what the operator holds in `queue` when he leaves its screen — another section, or
 * the tab closed or reloaded (`pagehide`) — by `DELETE /api/operator/claims.php?queue=` (issue 31
 * "each item claimable"): the items he fetched but did not decide go to the other operators at once
 * instead of after the claim's 10 minutes. Sent with keepalive, so it outlives the page; a failure
 * changes nothing (the claims then simply run out).
 */
export function useReleaseClaimsOnLeave(queue: ClaimQueue): void {
  useEffect(() => {
    const release = () => void api.delete('/api/operator/claims.php', undefined, { query: { queue }, keepalive: true }).catch(() => undefined);
    window.addEventListener('pagehide', release);
    return () => {
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [queue]);
}
