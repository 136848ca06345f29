import { formatDate, useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useConsoleLocale } from '../../../lib/use-console-locale';
import type { OperatorSessions } from '../api/sessions';

type Session = OperatorSessions['sessions'][number];

/**
 * The operator's open sessions (issue 31): when each started and was last active (in the console's
 * language), the browser and the address, this session marked; each with an "End" button.
 */
export function SessionsTable({ sessions, ending, onEnd }: { sessions: readonly Session[]; ending: boolean; onEnd: (session: Session) => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const locale = useConsoleLocale();
  const when = (value: string) => formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <thead>
          <tr>
            <th scope="col">{t('sessions.started')}</th>
            <th scope="col">{t('sessions.last_seen')}</th>
            <th scope="col">{t('sessions.browser')}</th>
            <th scope="col">{t('sessions.address')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('sessions.end')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <td className="text-nowrap">
                {when(session.created_at)}
                {session.current && <span className="badge text-bg-primary ms-2">{t('sessions.current')}</span>}
              </td>
              <td className="text-nowrap">{when(session.last_seen_at)}</td>
              <td className="small" style={{ overflowWrap: 'anywhere' }}>
                {session.user_agent}
              </td>
              <td className="text-nowrap">{session.ip}</td>
              <td className="text-end">
                <button type="button" className="btn btn-outline-danger btn-sm" disabled={ending} aria-label={t('sessions.end_label', { date: when(session.created_at) })} onClick={() => onEnd(session)}>
                  {t('sessions.end')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
