import { PartnerSignup } from '../features/partner/components/partner-signup';

/** `/members/{id}/landing` — a member's landing page with sign-up (lander layout) (spec §2): the partner's card, a first message and the sign-up form. */
export function MemberLanding() {
  return <PartnerSignup layout="hero" />;
}
