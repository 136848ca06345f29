import { PartnerSignup } from '../features/partner/components/partner-signup';

/** `/members/{id}/landing3/{slug?}` — third landing variant, one column (lander layout; the marketing slug is not used yet) (spec §2): the partner's card, a first message and the sign-up form. */
export function MemberLanding3() {
  return <PartnerSignup layout="stacked" />;
}
