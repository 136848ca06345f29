import { NOTIFICATION_TYPES, Spinner, usePageTitle, type User, useTranslation, useUser } from '@amora/shared';
import { type FormEvent, useId } from 'react';
import { MemberAlerts } from '../features/alerts/member-alerts';
import { EmailOffNotice } from '../features/notifications/components/email-off-notice';
import { useNotificationPreferences } from '../features/notifications/hooks/use-notification-preferences';
import { LoginPrompt } from '../ui/login-prompt';

/**
 * `/notifications` (spec §2, §3, §4): the member's dismissible alerts, then — when e-mail is switched
 * off — one alert per reason (spam complaint, bounce, unsubscribe) with a button turning e-mail back on
 * (`POST /api/notifications.php?enable=1`), then the 8 preference types of spec §3 as labelled
 * switches with a one-line explanation each, loaded from `GET /api/notifications.php` and saved with
 * the Save button (`PUT`, changed switches only). A failed save keeps the choices and shows the error.
 * Visitors are asked to log in.
 */
export function NotificationSettings() {
  const { t } = useTranslation('members');
  usePageTitle(t('notifications.title'));
  const user = useUser();

  if (user === undefined) return <Spinner />;
  if (user === null) {
    return (
      <section className="container py-5">
        <h1 className="h3 text-center mb-4">{t('notifications.title')}</h1>
        <LoginPrompt text={t('notifications.login_required')} />
      </section>
    );
  }
  return <Preferences key={user.id} user={user} />;
}

function Preferences({ user }: { user: User }) {
  const { t } = useTranslation('members');
  const id = useId();
  const prefs = useNotificationPreferences(user.id);
  const reasons = prefs.stored?.notifications_disabled ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void prefs.save();
  };

  return (
    <section className="container py-4" style={{ maxWidth: 760 }}>
      <h1 className="h3 mb-3">{t('notifications.title')}</h1>
      <MemberAlerts exclude={['notifications']} />
      {prefs.status === 'loading' && <Spinner />}
      {prefs.status === 'error' && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="flex-grow-1">{t(prefs.loadError ?? 'common:errors.generic')}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={prefs.retry}>
            {t('common:retry')}
          </button>
        </div>
      )}
      {prefs.status === 'ready' && prefs.draft && (
        <>
          {reasons.length > 0 ? (
            <EmailOffNotice reasons={reasons} email={user.email} busy={prefs.enabling} error={prefs.enableError && t(prefs.enableError)} onEnable={prefs.enable} />
          ) : (
            <p className="text-body-secondary">{t('notifications.email_on', { email: user.email })}</p>
          )}
          {prefs.enabled && (
            <p className="alert alert-success py-2" role="status">
              {t('notifications.enabled')}
            </p>
          )}
          <form className="card border-0 shadow-sm" onSubmit={submit}>
            <fieldset className="card-body" disabled={prefs.saving}>
              <legend className="h5 mb-1">{t('notifications.types_title')}</legend>
              <p className="small text-body-secondary mb-2">{reasons.length > 0 ? t('notifications.email_off_help') : t('notifications.intro')}</p>
              <ul className="list-unstyled mb-3">
                {NOTIFICATION_TYPES.map((type) => (
                  <li key={type} className="form-check form-switch py-2 border-bottom">
                    <input
                      className="form-check-input"
                      type="checkbox"
                      role="switch"
                      id={`${id}-${type}`}
                      aria-describedby={`${id}-${type}-text`}
                      checked={prefs.draft?.[type] ?? false}
                      aria-checked={prefs.draft?.[type] ?? false}
                      onChange={(e) => prefs.toggle(type, e.target.checked)}
                    />
                    <label className="form-check-label fw-semibold" htmlFor={`${id}-${type}`}>
                      {t(`notifications.types.${type}`)}
                    </label>
                    <p id={`${id}-${type}-text`} className="small text-body-secondary mb-0">
                      {t(`notifications.descriptions.${type}`)}
                    </p>
                  </li>
                ))}
              </ul>
              <div className="d-flex flex-wrap align-items-center gap-3">
                <button type="submit" className="btn btn-primary" disabled={!prefs.dirty || prefs.saving}>
                  {prefs.saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                  {t('notifications.save')}
                </button>
                <span role="status" className="small text-success">
                  {prefs.saved && !prefs.dirty ? t('notifications.saved') : ''}
                </span>
              </div>
              {prefs.saveError && (
                <p className="alert alert-danger py-2 small mt-3 mb-0" role="alert">
                  {t('notifications.save_failed', { error: t(prefs.saveError) })}
                </p>
              )}
            </fieldset>
          </form>
        </>
      )}
    </section>
  );
}
