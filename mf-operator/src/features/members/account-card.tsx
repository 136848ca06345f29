import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { DetailsList } from './details-list';
import { SectionCard } from './section-card';
import { useFormat } from '../../lib/use-format';

/**
 * The member's account (issue 31): e-mail, site, language, sign-up day, credits, premium (a paid
 * member or not), e-mail status ("Sent" or "Off: bounced, marked as spam, unsubscribed") and,
 * for an account waiting for erasure, when it was deleted.
 */
export function AccountCard({ account }: { account: MemberDetail['account'] }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { day, number, language } = useFormat();
  const off = account.notifications_disabled;
  const mail = off.length === 0 ? t('member.mail.on') : t('member.mail.off', { reasons: off.map((reason) => t(`member.mail.reasons.${reason}`)).join(', ') });
  return (
    <SectionCard section="account" title={t('member.sections.account')}>
      <DetailsList
        items={[
          [t('member.account.email'), account.email],
          [t('member.account.site'), account.site],
          [t('member.account.language'), language(account.language)],
          [t('member.account.signup_date'), day(account.signup_date)],
          [t('member.account.credits'), number(account.credits)],
          [t('member.account.premium'), account.paid_user ? t('member.account.premium_yes') : t('member.account.premium_no')],
          [t('member.account.mail'), mail],
          ...(account.deleted_at ? [[t('member.account.deleted_at'), day(account.deleted_at)] as const] : []),
        ]}
      />
    </SectionCard>
  );
}
