import { Modal, REACTIVATION_DAYS, useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { TextField } from '@amora/shared/forms';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { DeleteAlternatives } from './delete-alternatives';

/** Longest reason the API stores (characters). */
const REASON_MAX_LENGTH = 500;

/**
 * The account deletion modal (spec §2 "account deletion with alternatives", §4 deleted account):
 * step 1 offers the alternatives — go invisible (`PUT /api/profile.php {invisible: true}`), fewer
 * e-mails (link to /notifications) and, when company info has a `delete_discount` > 0, that percentage
 * off the next credits (`StayDiscountOffer`: claims a `STAY…` code via `POST /api/discountcode.php?stay=1`
 * and shows it with a copy button, its expiry and a link to /credits). "Continue deleting" leads to step 2: password, optional
 * reason (≤ 500) and a final red button → `DELETE /api/user.php`. On success the member is logged out
 * on the bus (`auth$` null + `auth:logged-out`) and sent to `/account-deleted?until=<reactivate_until>`.
 * `old_password_wrong` stays in the modal with what was typed kept. Esc or the close button close it.
 */
export function DeleteAccountModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('members');
  const id = useId();
  const [step, setStep] = useState<'alternatives' | 'confirm'>('alternatives');
  const { discount, invisible, makeInvisible, password, setPassword, reason, setReason, busy, passwordError, formError, submit } = useDeleteAccount();
  const formId = `${id}-form`;

  // One Modal for both steps: it stays mounted (focus, scroll lock) while the member goes back and forth.
  if (step === 'alternatives') {
    return (
      <Modal
        title={t('account.delete.alternatives_title')}
        onClose={onClose}
        closeLabel={t('common:close')}
        footer={
          <>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('account.delete.keep')}
            </button>
            <button type="button" className="btn btn-outline-danger" onClick={() => setStep('confirm')}>
              {t('account.delete.continue')}
            </button>
          </>
        }
      >
        <DeleteAlternatives discount={discount} invisible={invisible} onInvisible={makeInvisible} />
      </Modal>
    );
  }

  return (
    <Modal
      title={t('account.delete.confirm_title')}
      onClose={onClose}
      closeLabel={t('common:close')}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setStep('alternatives')} disabled={busy}>
            {t('account.delete.back')}
          </button>
          <button type="submit" form={formId} className="btn btn-danger" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('account.delete.confirm')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        <p className="alert alert-warning small">{t('account.delete.confirm_text', { days: REACTIVATION_DAYS })}</p>
        <TextField
          id={`${id}-password`}
          label={t('account.current_password')}
          error={passwordError}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="mb-0">
          <label className="form-label" htmlFor={`${id}-reason`}>
            {t('account.delete.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            className="form-control"
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby={`${id}-reason-help`}
          />
          <div id={`${id}-reason-help`} className="form-text">
            {t('account.delete.reason_help')}
          </div>
        </div>
        {formError && (
          <p className="alert alert-danger py-2 small mt-3 mb-0" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Modal>
  );
}
