/**
 * A readable label for an interest key the `members` namespace does not translate yet
 * (`stand_up_comedy` → "Stand up comedy"); the API's interest list may grow before the texts do.
 */
export function humanizeKey(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
