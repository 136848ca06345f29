import { type Profile, bus } from '@amora/shared';
import { useEffect } from 'react';

/**
 * Publishes the open conversation's partner as the member's last opened chat (`bus.lastChat$`,
 * spec §3 likes state: "last opened chat profile and date") whenever the conversation (re)loads.
 * @param partner the conversation's profile, or undefined while it loads.
 */
export function useLastChat(partner: Profile | undefined): void {
  useEffect(() => {
    if (partner) bus.lastChat$.next({ profile: partner, opened_at: new Date().toISOString() });
  }, [partner]);
}
