import { NOTIFICATION_TYPES, Spinner, useUser } from '@amora/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../ui/login-prompt';

/** Reasons the API gives for stopping e-mail (spec §4: spam complaint, bounce, unsubscribe). */
const KNOWN_REASONS = ['spam_complaint', 'bounce', 'unsubscribe'];

/**
 * `/notifications` (spec §2, §3, §4): the 8 notification preference types with their names and what
 * each one sends, as switches that are shown but cannot be changed yet (saving arrives in the next
 * release, said on screen). When `user.notifications_disabled` is not empty, an alert explains that
 * e-mails are off and why (spam complaint, bounce or unsubscribe). Visitors are asked to log in.
 */
export function NotificationSettings() {
  const { t } = useTranslation('members');
  const user = useUser();
  const id = useId();

  if (user === undefined) return <Spinner />;
  if (user === null) {
    return (
      <section className="container py-5">
        <h1 className="h3 text-center mb-4">{t('notifications.title')}</h1>
        <LoginPrompt text={t('notifications.login_required')} />
      </section>
    );
  }

  const reasons = user.notifications_disabled;
  const emailOn = reasons.length === 0;
  return (
    <section className="container py-4" style={{ maxWidth: 760 }}>
      <h1 className="h3 mb-2">{t('notifications.title')}</h1>
      <p className="text-body-secondary">{emailOn ? t('notifications.email_on', { email: user.email }) : t('notifications.intro')}</p>
      {!emailOn && (
        <div className="alert alert-warning">
          <h2 className="h6 alert-heading">{t('notifications.email_off')}</h2>
          <ul className="mb-2">
            {reasons.map((reason) => (
              <li key={reason}>{t(KNOWN_REASONS.includes(reason) ? `notifications.reason.${reason}` : 'notifications.reason.other')}</li>
            ))}
          </ul>
          <p className="small mb-0">{t('notifications.email_off_help')}</p>
        </div>
      )}
      <div className="card border-0 shadow-sm">
        <div className="card-body">
          <h2 className="h5 mb-3">{t('notifications.types_title')}</h2>
          <ul className="list-unstyled mb-0">
            {NOTIFICATION_TYPES.map((type) => (
              <li key={type} className="form-check form-switch py-2 border-bottom">
                <input
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  id={`${id}-${type}`}
                  aria-describedby={`${id}-${type}-text`}
                  checked={emailOn}
                  aria-checked={emailOn}
                  disabled
                  readOnly
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
          <p className="small text-body-secondary mt-3 mb-0">{t('notifications.saving_soon')}</p>
        </div>
      </div>
    </section>
  );
}
