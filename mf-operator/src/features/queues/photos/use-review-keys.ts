import { useEffect, useRef } from 'react';

/** What each review key does. */
export interface ReviewKeys {
  approve: () => void;
  reject: () => void;
  next: () => void;
  previous: () => void;
}

/** The keys of the photo review (issue 31), as `aria-keyshortcuts` names them. */
export const REVIEW_KEYS = { approve: 'A', reject: 'R', next: 'J', previous: 'K' } as const satisfies Record<keyof ReviewKeys, string>;

/** Whether a key press belongs to something else: typing in a field, a modifier held, or a dialog open. */
function ignored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * The photo review's keyboard (issue 31): `A` approve, `R` reject (opens the reason dialog), `J`
 * next, `K` previous — either case, on the whole page while `enabled`; ignored while typing in a
 * field, with Ctrl/Alt/Meta held, or while a dialog is open.
 */
export function useReviewKeys(enabled: boolean, keys: ReviewKeys): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const action = (Object.keys(REVIEW_KEYS) as (keyof ReviewKeys)[]).find((name) => REVIEW_KEYS[name] === event.key.toUpperCase());
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
