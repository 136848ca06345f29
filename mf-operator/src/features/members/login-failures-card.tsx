import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { SectionCard } from './section-card';
import { useFormat } from '../../lib/use-format';

/** The login throttle's rows of the account (issue 31): per address, the wrong passwords since when, and until when it is blocked. */
export function LoginFailuresCard({ failures }: { failures: MemberDetail['login_failures'] }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { when, number } = useFormat();
  return (
    <SectionCard section="login_failures" title={t('member.sections.login_failures')}>
      {failures.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('member.login_failures.none')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm mb-0">
            <caption className="visually-hidden">{t('member.sections.login_failures')}</caption>
            <thead>
              <tr>
                {(['source', 'failures', 'since', 'blocked_until'] as const).map((column) => (
                  <th key={column} scope="col" className="text-nowrap">
                    {t(`member.login_failures.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {failures.map((failure) => (
                <tr key={`${failure.source}-${failure.since}`}>
                  <td className="text-nowrap">{failure.source}</td>
                  <td>{number(failure.failures)}</td>
                  <td className="text-nowrap">{when(failure.since)}</td>
                  <td className="text-nowrap">{failure.blocked_until ? when(failure.blocked_until) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
