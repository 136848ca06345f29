import { ApiError, type SessionInfo, bus, errorKey, formatDate, navigate, useLocalizePath, useTranslation } from '@amora/shared';
import { useQuery, useQueryClient } from '@amora/shared/query';
import { useState } from 'react';
import { endAllSessions, endSession, sessionsQueryOptions } from '../api/sessions';

/** "Chrome on Linux", or the browser, the system or "Unknown browser" alone. */
function useDeviceName() {
  const { t } = useTranslation('members');
  return (s: SessionInfo) =>
    s.browser && s.os ? t('account.sessions.device', { browser: s.browser, os: s.os }) : s.browser || s.os || t('account.sessions.unknown_device');
}

/**
 * "Where you are logged in" on `/profile` (issue 16 "Sessions"): the member's live sessions from
 * `GET /api/sessions.php` (browser and system, started and last active, "This device" for the
 * current one), a "Log out" per other session, and "Log out everywhere", which ends every
 * session, this one included, announces the logout on the bus and goes to the home page.
 * Errors show in an alert and keep the list.
 */
export function SessionsCard() {
  const { t, i18n } = useTranslation('members');
  const localize = useLocalizePath();
  const deviceName = useDeviceName();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions());
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const when = (iso: string) => formatDate(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const endOne = async (id: number) => {
    setBusy(id);
    setError(null);
    try {
      await endSession(id);
    } catch (e) {
      // Already ended elsewhere: the list below is refreshed all the same.
      if (!(e instanceof ApiError && e.status === 404)) setError(t(errorKey(e)));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
    }
  };

  const endAll = async () => {
    setBusy('all');
    setError(null);
    try {
      await endAllSessions();
      bus.auth$.next(null);
      bus.emit('auth:logged-out', { reason: 'logout' });
      navigate(localize('/'));
    } catch (e) {
      setError(t(errorKey(e)));
      setBusy(null);
    }
  };

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="sessions-title">
      <div className="card-body">
        <h2 className="h5 mb-2" id="sessions-title">
          {t('account.sessions.title')}
        </h2>
        <p className="small text-body-secondary">{t('account.sessions.intro')}</p>
        {sessions.isPending && <p className="small text-body-secondary">{t('account.sessions.loading')}</p>}
        {sessions.isError && (
          <p className="alert alert-danger py-2 small" role="alert">
            {t(errorKey(sessions.error))}
          </p>
        )}
        {sessions.data && (
          <ul className="list-group list-group-flush mb-3">
            {sessions.data.map((s) => (
              <li key={s.id} className="list-group-item px-0 d-flex flex-wrap align-items-center gap-2">
                <div className="flex-grow-1">
                  <div className="fw-semibold">
                    {deviceName(s)}
                    {s.current && <span className="badge text-bg-primary ms-2">{t('account.sessions.this_device')}</span>}
                  </div>
                  <div className="small text-body-secondary">
                    {t('account.sessions.last_active', { date: when(s.last_seen_at) })} · {t('account.sessions.started', { date: when(s.created_at) })}
                  </div>
                </div>
                {!s.current && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    aria-label={t('account.sessions.end_one_named', { device: deviceName(s) })}
                    disabled={busy !== null}
                    onClick={() => endOne(s.id)}
                  >
                    {busy === s.id && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
                    {t('account.sessions.end_one')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p className="alert alert-danger py-2 small" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="btn btn-outline-danger" disabled={busy !== null} onClick={endAll}>
          {busy === 'all' && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('account.sessions.end_all')}
        </button>
      </div>
    </section>
  );
}
