/** Loads `url` as a full page load (every remote starts again, e.g. in a new locale). */
export function loadPage(url: string): void {
  window.location.assign(url);
}
