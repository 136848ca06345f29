import type { ProfileDetail } from '@amora/shared';
import type { MemberCopyVariant } from './copy';

/** Props of each member lander design: the member (public profile, spec §2) and the copy variant of the slug. */
export interface MemberLanderProps {
  profile: ProfileDetail;
  copy: MemberCopyVariant;
}
