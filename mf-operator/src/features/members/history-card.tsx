import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { AuditTable } from '../../components/audit-table';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { SectionCard } from './section-card';

/**
 * What staff did about the member (issue 31): the last 50 audit rows of `GET
 * /api/operator/member.php`, newest first, drawn as the audit log draws them (its `member`
 * variant) — when, who (e-mail or `cli`, and role), the action (`member.ban`), the reason and what
 * changed (before → after, folded).
 */
export function HistoryCard({ audit }: { audit: MemberDetail['audit'] }) {
  const { t } = useTranslation(OPERATOR_NS);
  return (
    <SectionCard section="history" title={t('member.sections.history')}>
      {audit.length === 0 ? <p className="text-body-secondary mb-0">{t('member.history.none')}</p> : <AuditTable entries={audit} variant="member" />}
    </SectionCard>
  );
}
