import { type LikeModalProps, bus, loadRemoteModule, useLocationPath, useUser } from '@amora/shared';
import { type ComponentType, useEffect, useState } from 'react';

/** Longest wait honoured for `t`, in seconds (an hour): larger values are treated as invalid. */
const MAX_DELAY_S = 3_600;

/** The `t` query parameter of `search` as whole seconds, or null when absent or invalid. */
export function likeModalDelay(search: string): number | null {
  const raw = new URLSearchParams(search).get('t');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  const seconds = Number(raw);
  return seconds <= MAX_DELAY_S ? seconds : null;
}

/** Removes `t` from the address bar without a navigation (history.replaceState keeps the rest). */
function dropDelayParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('t');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * The like modal of the query parameter `t` (spec §4): `t` seconds after a page with `?t=` opens,
 * the parameter leaves the URL and a member sees mf_likes' like modal (`mf_likes/like-modal`); a
 * visitor, who needs an account to like (spec §6), gets the sign-up modal instead. An invalid `t`
 * is removed at once. Leaving the page before the time is up cancels it.
 */
export function LikeModalHost() {
  useLocationPath(); // re-render on navigation, to read the new page's query
  const search = window.location.search;
  const loggedIn = useUser((u) => (u === undefined ? undefined : u !== null));
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<LikeModalProps> | null>(null);

  useEffect(() => {
    if (loggedIn === undefined || !new URLSearchParams(search).has('t')) return;
    const seconds = likeModalDelay(search);
    if (seconds === null) return dropDelayParam();
    const timer = setTimeout(() => {
      dropDelayParam();
      if (loggedIn) setOpen(true);
      else bus.emit('signup:open', {});
    }, seconds * 1000);
    return () => clearTimeout(timer);
  }, [search, loggedIn]);

  useEffect(() => {
    if (!open || Modal) return;
    loadRemoteModule('mf_likes/like-modal').then(
      (mod) => setModal(() => mod.default),
      () => setOpen(false),
    );
  }, [open, Modal]);

  return open && Modal ? <Modal onClose={() => setOpen(false)} /> : null;
}
