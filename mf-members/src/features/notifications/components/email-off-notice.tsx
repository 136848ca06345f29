import type { NotificationsDisabledReason } from '@amora/shared';
import { useId } from 'react';
import { useTranslation } from '@amora/shared';

const KNOWN_REASONS: readonly string[] = ['spam_complaint', 'bounce', 'unsubscribe'] satisfies NotificationsDisabledReason[];

/**
 * Why e-mail notifications are off (spec §4: spam complaint, bounce, unsubscribe): one warning alert per
 * reason saying what happened in the member's words, then the "Turn e-mail notifications back on"
 * button. `busy` disables the button while the request runs; `error` is shown under it.
 */
export function EmailOffNotice({ reasons, email, busy, error, onEnable }: { reasons: readonly string[]; email: string; busy: boolean; error: string | null; onEnable: () => void }) {
  const { t } = useTranslation('members');
  const id = useId();
  return (
    <section className="mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('notifications.email_off')}
      </h2>
      {reasons.map((reason) => {
        const key = KNOWN_REASONS.includes(reason) ? reason : 'other';
        return (
          <div key={reason} className="alert alert-warning py-2 mb-2">
            <h3 className="h6 alert-heading mb-1">{t(`notifications.reason.${key}.title`)}</h3>
            <p className="small mb-0">{t(`notifications.reason.${key}.text`, { email })}</p>
          </div>
        );
      })}
      <button type="button" className="btn btn-warning mt-1" disabled={busy} onClick={onEnable} aria-describedby={error ? `${id}-error` : undefined}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('notifications.enable')}
      </button>
      {error && (
        <p id={`${id}-error`} className="text-danger small mt-2 mb-0" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
