import type { MembersState } from '../profiles';

/** Props of every lander variant: the shared profile strip (`GET /api/members.php?numResults=12`), possibly loading or hidden. */
export interface LanderProps {
  members: MembersState;
}
