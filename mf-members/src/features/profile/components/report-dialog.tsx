import { Modal, errorKey, useTranslation } from '@amora/shared';
import { type FormEvent, useId, useState } from 'react';
import { REPORT_MESSAGE_MAX, REPORT_REASONS, type ReportReason, reportProfile } from '../api/report-profile';

/**
 * Reports a member to the site's team in the shared `Modal`: a reason (fake, spam, offensive, underage,
 * other) as radio buttons and an optional message (≤ 2000 characters) → `POST /api/reports.php`; then a
 * thank-you. Sending without a reason asks for one; a failed call shows the error and keeps the input.
 */
export function ReportDialog({ profile, onClose }: { profile: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation('members');
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [message, setMessage] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await reportProfile(profile.id, reason, message);
      setSent(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const closeButton = (
    <button type="button" className="btn btn-primary" onClick={onClose}>
      {t('close', { ns: 'common' })}
    </button>
  );
  if (sent) {
    return (
      <Modal title={t('profile.report_title', { name: profile.name })} onClose={onClose} closeLabel={t('close', { ns: 'common' })} footer={closeButton}>
        <p className="mb-0" role="status">
          {t('profile.report_thanks')}
        </p>
      </Modal>
    );
  }

  const formId = `${id}-form`;
  return (
    <Modal
      title={t('profile.report_title', { name: profile.name })}
      onClose={busy ? undefined : onClose}
      closeLabel={t('close', { ns: 'common' })}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
            {t('profile.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-danger" disabled={busy}>
            {t('profile.report_send')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <fieldset className="mb-3" aria-describedby={missingReason ? `${id}-reason-error` : undefined}>
          <legend className="form-label fs-6 fw-semibold">{t('profile.report_reason', { name: profile.name })}</legend>
          {REPORT_REASONS.map((value) => (
            <div className="form-check" key={value}>
              <input
                className={`form-check-input ${missingReason ? 'is-invalid' : ''}`}
                aria-invalid={missingReason ? true : undefined}
                type="radio"
                name={`${id}-reason`}
                id={`${id}-${value}`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissingReason(false);
                }}
              />
              <label className="form-check-label" htmlFor={`${id}-${value}`}>
                {t(`profile.report_reasons.${value}`)}
              </label>
            </div>
          ))}
          {missingReason && (
            <p id={`${id}-reason-error`} className="text-danger small mt-1 mb-0" role="alert">
              {t('profile.report_reason_required')}
            </p>
          )}
        </fieldset>
        <label className="form-label" htmlFor={`${id}-message`}>
          {t('profile.report_message')}
        </label>
        <textarea
          id={`${id}-message`}
          className="form-control"
          rows={3}
          maxLength={REPORT_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        {error !== null && (
          <p className="alert alert-danger mt-3 mb-0" role="alert">
            {t(errorKey(error))}
          </p>
        )}
      </form>
    </Modal>
  );
}
