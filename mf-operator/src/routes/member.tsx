import type { ScreenProps } from '@amora/shared';
import { MemberPage } from '../features/members';

/**
 * `/operator/members/{id}` (issue 31 "Member look-up", permission `members`; `id` a user id): one
 * member's account, profile, photos, sessions, login failures, payments, credits, e-mail status,
 * staff notes, moderation and history, with the actions the operator's role may take.
 */
export function Member({ params }: ScreenProps) {
  return <MemberPage key={params.id} id={Number(params.id)} />;
}
