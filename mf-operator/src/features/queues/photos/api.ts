import type { PhotoDecisionBody, PhotoQueueResponse } from '@amora/contracts';
import { api } from '@amora/shared';
import { useMutation, useQuery } from '@amora/shared/query';
import { CONSOLE_KEY, useSessionGuard } from '../../../lib/session-key';
import { useRefreshCounts } from '../common/use-refresh-counts';

/** The photo queue's query key. */
export const PHOTO_QUEUE_KEY = [CONSOLE_KEY, 'queue', 'photos'] as const;

/** Photos claimed per page (the API's default; at most 50). */
export const PHOTO_PAGE = 20;

/**
 * `GET /api/operator/photos.php?limit=20` (issue 31): the oldest pending profile and chat photos
 * of the operator's sites, each now claimed for them for 10 minutes, and `total` pending. Fetched
 * afresh whenever the screen opens (nothing kept after it closes: claims run out, and the
 * screen's "done" marks live only as long as the page of photos they belong to).
 */
export function usePhotoQueue() {
  const query = useQuery({
    queryKey: PHOTO_QUEUE_KEY,
    queryFn: () => api.get<PhotoQueueResponse>('/api/operator/photos.php', { limit: PHOTO_PAGE }),
    gcTime: 0,
  });
  useSessionGuard(query.error);
  return query;
}

/**
 * `POST /api/operator/photos.php {kind, id, decision, reason?}` → `{ok}` (issue 31): approves (shown
 * to others) or rejects (never shown) one photo; the navigation's counts are asked again. Errors:
 * 409 `claimed_by_other`, 404 `not_found` (reviewed already, or gone); never retried.
 */
export function usePhotoDecision() {
  const refreshCounts = useRefreshCounts();
  const mutation = useMutation({
    mutationFn: (body: PhotoDecisionBody) => api.post<{ ok: true }>('/api/operator/photos.php', body),
    onSettled: refreshCounts,
  });
  useSessionGuard(mutation.error);
  return mutation;
}
