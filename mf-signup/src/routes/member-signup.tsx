import { PartnerSignup } from '../features/partner/components/partner-signup';

/** `/members/{id}/signup` — sign-up with a first message to a member (empty layout) (spec §2): the partner's card, a first message and the sign-up form. */
export function MemberSignup() {
  return <PartnerSignup />;
}
