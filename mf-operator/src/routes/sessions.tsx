import { Spinner, usePageTitle, useTranslation } from '@amora/shared';
import { SessionsTable, useEndSession, useSessions } from '../features/session';
import { OPERATOR_NS } from '../i18n/load-locale';

/**
 * `/operator/sessions` (issue 31 "list and end sessions"): the operator's own sessions
 * (`GET /api/operator/sessions.php`), each of which can be ended (`DELETE …?id=N`); ending this
 * one signs out here.
 */
export function Sessions() {
  const { t } = useTranslation(OPERATOR_NS);
  usePageTitle(t('sessions.title'));
  const sessions = useSessions();
  const end = useEndSession();
  return (
    <>
      <h1 className="h3">{t('sessions.title')}</h1>
      <p className="text-body-secondary">{t('sessions.intro')}</p>
      {end.isError && (
        <p className="alert alert-danger" role="alert">
          {t('sessions.end_failed')}
        </p>
      )}
      {sessions.data && <SessionsTable sessions={sessions.data.sessions} ending={end.isPending} onEnd={(session) => end.mutate(session)} />}
      {sessions.isPending && <Spinner />}
      {sessions.isError && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
          <span>{t('errors.generic')}</span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void sessions.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      )}
    </>
  );
}
