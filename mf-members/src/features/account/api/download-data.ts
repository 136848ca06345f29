import { ApiError } from '@amora/shared';

/**
 * `GET /api/export.php` (issue 16, GDPR Art. 15/20) → the member's data archive as a zip Blob and
 * the file name the API gave it (`amora-data-YYYY-MM-DD.zip`).
 * @throws ApiError — the API's `{error, message}` (403 authentication_required, 429 rate_limited),
 *   or status 0 `network_error` when the request did not get through.
 */
export async function downloadData(): Promise<{ blob: Blob; filename: string }> {
  let res: Response;
  try {
    res = await fetch('/api/export.php', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiError(res.status, body.error ?? 'http_error', body.message ?? res.statusText, body);
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'amora-data.zip';
  return { blob: await res.blob(), filename };
}
