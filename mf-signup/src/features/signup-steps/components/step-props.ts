import type { OwnProfile } from '../types';

/** Props every sign-up step receives from the flow (spec §4). */
export interface StepProps {
  /** The member's own profile as known so far (prefills the fields), null right after sign-up. */
  profile: OwnProfile | null;
  /** Goes to the next step; pass the saved profile when the step changed it. */
  onNext: (profile?: OwnProfile) => void;
}
