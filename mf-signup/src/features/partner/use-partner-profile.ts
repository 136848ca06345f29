import { useEffect, useState } from 'react';
import { type ProfileDetail, getProfile } from './api/get-profile';

/**
 * The partner of a member-tied sign-up page (`/members/{id}/…`, spec §2).
 * @returns `undefined` while loading, `null` when it cannot be shown (403, 404, invalid id or any
 * other failure: the page then simply omits the card), else the profile.
 */
export function usePartnerProfile(id: number): ProfileDetail | null | undefined {
  const [profile, setProfile] = useState<ProfileDetail | null | undefined>(undefined);
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setProfile(null);
      return;
    }
    let live = true;
    setProfile(undefined);
    getProfile(id).then(
      (p) => live && setProfile(p),
      () => live && setProfile(null),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return profile;
}
