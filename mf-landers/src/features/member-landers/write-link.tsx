import { Link, reportOutcome } from '@amora/shared';
import type { ReactNode } from 'react';

/**
 * The call to action of a member lander: the member-tied sign-up (`/members/{id}/signup`, spec §2),
 * where the visitor writes the first message and signs up; a click counts as the landers' outcome (issue 35).
 */
export function WriteLink({ profileId, className, children }: { profileId: number; className: string; children: ReactNode }) {
  return (
    <Link to={`/members/${profileId}/signup`} className={className} onClick={() => reportOutcome('mf_landers', 'lander_signup_click')}>
      {children}
    </Link>
  );
}
