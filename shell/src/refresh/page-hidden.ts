/** Sends the empty JSON beacon of spec §7 (`POST /api/page-hidden.php`) whenever the page is hidden. */
export function startPageHiddenBeacon(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && 'sendBeacon' in navigator) {
      navigator.sendBeacon('/api/page-hidden.php', new Blob(['{}'], { type: 'application/json' }));
    }
  });
}
