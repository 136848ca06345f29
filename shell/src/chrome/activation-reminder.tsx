import { ApiError, Modal, type User, api, errorKey, useRoute, useUser, useTranslation } from '@amora/shared';
import { useState } from 'react';

/**
 * Routes without the reminder (spec §4: sign-up, settings, notifications): the sign-up flow of
 * spec §2 (whose last step asks for the confirmation itself), `/profile` (profile editing and
 * settings) and `/notifications`.
 */
const NO_REMINDER_ROUTES = ['signup', 'complete-signup', 'signup-matches', 'profile', 'notifications'];

/** The viewport of a smartphone (below Bootstrap's `sm` breakpoint, spec §9 576 px). */
export const SMARTPHONE_QUERY = '(max-width: 575.98px)';

/** What decides the activation reminder (spec §4). */
export interface ActivationReminderInput {
  user: User | null | undefined;
  /** The current route name of the docs/design.md §1 table. */
  routeName: string;
  /** The current query string (`location.search`). */
  search: string;
  /** Whether the viewport matches {@link SMARTPHONE_QUERY}. */
  smartphone: boolean;
}

/**
 * How the activation reminder shows (spec §4): only for a member whose status is `not_confirmed`,
 * whose profile is `disabled` and whose e-mail notifications are not disabled, never on the
 * sign-up flow, profile (settings) and notifications routes. A modal right after sign-up
 * (`api_signup_complete` in the query) on a smartphone, else an alert bar.
 * @returns `modal`, `alert` or null (hidden).
 */
export function activationReminderMode({ user, routeName, search, smartphone }: ActivationReminderInput): 'modal' | 'alert' | null {
  if (user?.status !== 'not_confirmed' || user.profile.status !== 'disabled' || user.notifications_disabled.length > 0) return null;
  if (NO_REMINDER_ROUTES.includes(routeName)) return null;
  return smartphone && new URLSearchParams(search).has('api_signup_complete') ? 'modal' : 'alert';
}

const isSmartphone = () => typeof window.matchMedia === 'function' && window.matchMedia(SMARTPHONE_QUERY).matches;

/**
 * The activation reminder of the default layout (spec §4): asks an unconfirmed member to confirm
 * the e-mail address, with "Resend e-mail" (`POST /api/activate.php?resend=1`; 429
 * `too_many_mails` after 3 mails in 24 h). Closing the modal turns it into the alert bar.
 */
export function ActivationReminder() {
  const { t } = useTranslation('shell');
  const user = useUser();
  const { match } = useRoute();
  const [modalClosed, setModalClosed] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const mode = activationReminderMode({ user, routeName: match?.route.name ?? 'not-found', search: window.location.search, smartphone: isSmartphone() });
  if (!mode || !user) return null;

  const resend = async () => {
    setSending(true);
    setResult(null);
    try {
      await api.post<{ ok: true }>('/api/activate.php?resend=1');
      setResult({ ok: true, text: t('activation_reminder.sent', { email: user.email }) });
    } catch (error) {
      const tooMany = error instanceof ApiError && error.code === 'too_many_mails';
      setResult({ ok: false, text: tooMany ? t('activation_reminder.too_many_mails') : t(errorKey(error)) });
    } finally {
      setSending(false);
    }
  };

  const text = <p className="mb-0">{t('activation_reminder.text', { email: user.email })}</p>;
  const resendButton = (
    <button type="button" className="btn btn-sm btn-outline-primary text-nowrap" onClick={resend} disabled={sending}>
      {sending ? t('activation_reminder.sending') : t('activation_reminder.resend')}
    </button>
  );
  const feedback = result && (
    <p className={`small mb-0 mt-2 ${result.ok ? 'text-success' : 'text-danger'}`} role={result.ok ? 'status' : 'alert'}>
      {result.text}
    </p>
  );

  if (mode === 'modal' && !modalClosed) {
    const close = () => setModalClosed(true);
    return (
      <Modal
        title={t('activation_reminder.title')}
        onClose={close}
        closeLabel={t('activation_reminder.close')}
        footer={
          <>
            {resendButton}
            <button type="button" className="btn btn-sm btn-primary" onClick={close}>
              {t('activation_reminder.ok')}
            </button>
          </>
        }
      >
        {text}
        {feedback}
      </Modal>
    );
  }
  return (
    <div className="container mt-3">
      <div className="alert alert-warning mb-0" role="status">
        <div className="d-flex flex-column flex-sm-row align-items-sm-center gap-2">
          <div className="flex-grow-1">{text}</div>
          {resendButton}
        </div>
        {feedback}
      </div>
    </div>
  );
}
