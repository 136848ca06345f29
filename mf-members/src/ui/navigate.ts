/**
 * Navigates the page to `url` (a path with the locale prefix already applied) without a reload.
 * Through single-spa's `navigateToUrl` when single-spa runs, so the owning remote mounts and every
 * router follows; otherwise with the History API plus the popstate event routers listen to.
 * Works whether the caller sits inside this remote's router, another remote's router or none.
 */
export function navigateTo(url: string): void {
  const singleSpaNavigate = (window as Window & { singleSpaNavigate?: (url: string) => void }).singleSpaNavigate;
  if (singleSpaNavigate) {
    singleSpaNavigate(url);
    return;
  }
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
