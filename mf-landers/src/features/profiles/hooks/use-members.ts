import { type Profile, takeSsrData } from '@amora/shared';
import { useEffect, useRef, useState } from 'react';
import { getMembers, membersDataKey } from '../api/get-members';

/**
 * State of a marketing profile strip: `loading` while the request runs, `ready` with at least
 * one profile, `hidden` when disabled, empty or failed (the strip then disappears silently).
 */
export type MembersState = { status: 'loading'; profiles: [] } | { status: 'ready'; profiles: Profile[] } | { status: 'hidden'; profiles: [] };

const LOADING: MembersState = { status: 'loading', profiles: [] };
const HIDDEN: MembersState = { status: 'hidden', profiles: [] };
const settled = (profiles: Profile[] | null): MembersState => (profiles && profiles.length > 0 ? { status: 'ready', profiles } : HIDDEN);

/**
 * Loads up to `numResults` profiles for a visitor page (`GET /api/members.php`, spec §7).
 * Any error (403 when visitors may not search, network, 5xx) hides the strip: marketing pages never show API errors.
 * A server-rendered page (issue 12) starts from the profiles the server drew (`takeSsrData`, null
 * when its request failed) and does not ask again.
 * @param enabled false skips the request and returns `hidden` (e.g. `settings.logged_out_search` is off).
 * A plain effect on purpose: this runs on the visitor landing page, whose JS budget has no room
 * for TanStack Query (`@amora/shared/query` stays off that page, DESIGN.md §6).
 */
export function useMembers(numResults: number, enabled = true): MembersState {
  const fromServer = useRef<Profile[] | null | undefined>(undefined);
  const [state, setState] = useState<MembersState>(() => {
    if (!enabled) return HIDDEN;
    fromServer.current = takeSsrData<Profile[] | null>('mf_landers', membersDataKey(numResults));
    return fromServer.current === undefined ? LOADING : settled(fromServer.current);
  });

  useEffect(() => {
    if (!enabled) {
      setState(HIDDEN);
      return;
    }
    if (fromServer.current !== undefined) {
      fromServer.current = undefined;
      return;
    }
    const controller = new AbortController();
    setState(LOADING);
    getMembers(numResults, controller.signal).then(
      (profiles) => {
        if (!controller.signal.aborted) setState(settled(profiles));
      },
      () => {
        if (!controller.signal.aborted) setState(HIDDEN);
      },
    );
    return () => controller.abort();
  }, [numResults, enabled]);

  return state;
}
