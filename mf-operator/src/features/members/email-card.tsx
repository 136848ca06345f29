import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { useState } from 'react';
import { OPERATOR_NS } from '../../i18n/load-locale';
import type { MemberMessage } from './member-error';
import { SectionCard } from './section-card';
import type { SendRequest } from './use-member-actions';

type Reason = MemberDetail['account']['notifications_disabled'][number];

/**
 * The member's e-mail status (issue 31): notification mails go out, or why they are off — bounced,
 * marked as spam, unsubscribed — each with what it means and, with the permission
 * `member_support`, "Re-enable" (`mail_enable` with that reason). A failure shows here.
 */
export function EmailCard({ account, mayAct, sending, send }: { account: MemberDetail['account']; mayAct: boolean; sending: boolean; send: SendRequest }) {
  const { t } = useTranslation(OPERATOR_NS);
  const [error, setError] = useState<MemberMessage | null>(null);
  const reasons = account.notifications_disabled;
  const enable = async (reason: Reason) => setError(await send({ kind: 'action', action: { action: 'mail_enable', reason } }, { key: 'member.done.mail_enable', values: { reason: t(`member.mail.reasons.${reason}`) } }));
  return (
    <SectionCard section="email" title={t('member.sections.email')}>
      <p className={reasons.length === 0 ? 'mb-0' : undefined}>{reasons.length === 0 ? t('member.mail.on') : t('member.mail.off_intro')}</p>
      {reasons.length > 0 && (
        <ul className="list-group list-group-flush">
          {reasons.map((reason) => (
            <li key={reason} className="list-group-item px-0 d-flex flex-wrap align-items-center gap-2">
              <div className="me-auto">
                <span className="fw-semibold">{t(`member.mail.reasons.${reason}`)}</span>
                <div className="small text-body-secondary">{t(`member.mail.explain.${reason}`)}</div>
              </div>
              {mayAct && (
                <button type="button" className="btn btn-outline-primary btn-sm" disabled={sending} aria-label={t('member.mail.enable_label', { reason: t(`member.mail.reasons.${reason}`) })} onClick={() => void enable(reason)}>
                  {t('member.mail.enable')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="alert alert-danger mt-3 mb-0" role="alert">
          {t(error.key, error.values)}
        </p>
      )}
    </SectionCard>
  );
}
