import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { SectionCard } from './section-card';
import { useMemberFormat } from './use-member-format';

/** A value of the log as compact JSON (`{"credits":40}`), '–' for none. */
const compact = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value));

/**
 * What staff did about the member (issue 31): the last 50 audit rows, newest first — when, who
 * (e-mail or `cli`, and role), the action (`member.ban`), the reason and what changed (before →
 * after, folded). Scrolls sideways on a phone.
 */
export function HistoryCard({ audit }: { audit: MemberDetail['audit'] }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { when } = useMemberFormat();
  return (
    <SectionCard section="history" title={t('member.sections.history')}>
      {audit.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('member.history.none')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-top small mb-0">
            <caption className="visually-hidden">{t('member.sections.history')}</caption>
            <thead>
              <tr>
                {(['time', 'by', 'action', 'reason', 'change'] as const).map((column) => (
                  <th key={column} scope="col" className="text-nowrap">
                    {t(`member.history.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {audit.map((entry) => (
                <tr key={entry.id}>
                  <td className="text-nowrap">{when(entry.created_at)}</td>
                  <td style={{ overflowWrap: 'anywhere' }}>
                    {entry.actor} <span className="text-body-secondary">({t(`roles.${entry.role}`, { defaultValue: entry.role })})</span>
                  </td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td style={{ minWidth: 160, overflowWrap: 'anywhere' }}>{entry.reason ?? '–'}</td>
                  <td style={{ minWidth: 180 }}>
                    {entry.before === null && entry.after === null ? (
                      '–'
                    ) : (
                      <details>
                        <summary>{t('member.history.show_change')}</summary>
                        <code className="d-block" style={{ overflowWrap: 'anywhere' }}>
                          {compact(entry.before)} → {compact(entry.after)}
                        </code>
                      </details>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
