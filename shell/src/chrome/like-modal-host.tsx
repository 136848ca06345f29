import { type LikeModalProps, bus, loadRemoteModule, useLocationPath, useUser } from '@amora/shared';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { LikeModalRequest } from './like-modal-request';

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
 * is removed at once. Leaving the page (another path) before the time is up cancels it; the page
 * rewriting its own query meanwhile does not (mf_members keeps its filters in the address and
 * dropped `t` before the time was up: the modal never came, 2 of 4 e2e runs).
 */
export function LikeModalHost({ request }: { request: LikeModalRequest }) {
  const path = useLocationPath();
  const loggedIn = useUser((u) => (u === undefined ? undefined : u !== null));
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<LikeModalProps> | null>(null);

  // The request that fired or was cancelled: coming back to its page does not start it again.
  const done = useRef<LikeModalRequest | null>(null);

  useEffect(() => {
    if (loggedIn === undefined || done.current === request) return;
    if (request.seconds === null || path !== request.path) {
      done.current = request;
      if (request.seconds === null) dropDelayParam();
      return;
    }
    const timer = setTimeout(
      () => {
        done.current = request;
        dropDelayParam();
        if (loggedIn) setOpen(true);
        else bus.emit('signup:open', {});
      },
      Math.max(0, request.at + request.seconds * 1000 - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [request, path, loggedIn]);

  useEffect(() => {
    if (!open || Modal) return;
    loadRemoteModule('mf_likes/like-modal').then(
      (mod) => setModal(() => mod.default),
      () => setOpen(false),
    );
  }, [open, Modal]);

  return open && Modal ? <Modal onClose={() => setOpen(false)} /> : null;
}
