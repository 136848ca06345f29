import { PartnerSignup } from '../features/partner/components/partner-signup';

/** `/members/{id}/landing2/{slug?}` — second landing variant of a member (lander layout; the marketing slug is not used yet) (spec §2): the partner's card, a first message and the sign-up form. */
export function MemberLanding2() {
  return <PartnerSignup layout="hero" />;
}
