import { ApiError, Modal, REACTIVATION_DAYS, bus, navigate, useLocalizePath, useTranslation } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '@amora/shared/forms';
import { Link } from '@amora/shared/router';
import { deleteAccount } from '../api/delete-account';
import { companyInfoQueryOptions } from '../api/get-company-info';
import { goInvisible } from '../api/go-invisible';
import { accountErrorKey } from '../error-text-key';
import { StayDiscountOffer } from './stay-discount-offer';

/** Longest reason the API stores (characters). */
const REASON_MAX_LENGTH = 500;

type InvisibleState = 'idle' | 'busy' | 'done' | 'failed';

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
  const localize = useLocalizePath();
  const id = useId();
  const [step, setStep] = useState<'alternatives' | 'confirm'>('alternatives');
  // Without company info the discount offer is simply left out.
  const discount = useQuery(companyInfoQueryOptions()).data?.delete_discount ?? 0;
  const [invisible, setInvisible] = useState<InvisibleState>('idle');
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code: string; text: string } | null>(null);


  const makeInvisible = async () => {
    setInvisible('busy');
    try {
      await goInvisible();
      setInvisible('done');
    } catch {
      setInvisible('failed');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { reactivate_until } = await deleteAccount(password, reason);
      bus.auth$.next(null);
      bus.emit('auth:logged-out', { reason: 'logout' });
      navigate(localize(`/account-deleted?until=${encodeURIComponent(reactivate_until)}`));
    } catch (caught) {
      setError({ code: caught instanceof ApiError ? caught.code : '', text: t(accountErrorKey(caught)) });
      setBusy(false);
    }
  };

  const passwordError = error?.code === 'old_password_wrong' ? error.text : null;
  const formError = error && !passwordError ? error.text : null;
  const formId = `${id}-form`;

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
        <p>{t('account.delete.alternatives_intro')}</p>
        <ul className="list-group">
          <li className="list-group-item py-3">
            <h3 className="h6 mb-1">{t('account.delete.invisible_title')}</h3>
            <p className="small text-body-secondary mb-2">{t('account.delete.invisible_text')}</p>
            {invisible === 'done' ? (
              <p className="alert alert-success py-2 small mb-0" role="status">
                {t('account.delete.invisible_done')}
              </p>
            ) : (
              <>
                <button type="button" className="btn btn-sm btn-outline-primary" disabled={invisible === 'busy'} onClick={makeInvisible}>
                  {t('account.delete.invisible_button')}
                </button>
                {invisible === 'failed' && (
                  <p className="text-danger small mt-2 mb-0" role="alert">
                    {t('common:errors.try_later')}
                  </p>
                )}
              </>
            )}
          </li>
          <li className="list-group-item py-3">
            <h3 className="h6 mb-1">{t('account.delete.emails_title')}</h3>
            <p className="small text-body-secondary mb-2">{t('account.delete.emails_text')}</p>
            <Link className="btn btn-sm btn-outline-primary" to="/notifications">
              {t('account.delete.emails_link')}
            </Link>
          </li>
          {discount > 0 && (
            <li className="list-group-item py-3">
              <StayDiscountOffer percent={discount} />
            </li>
          )}
        </ul>
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
