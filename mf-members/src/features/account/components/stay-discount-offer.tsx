import { ApiError, type DiscountCode, errorKey, formatDate, useLocale, useTranslation } from '@amora/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@amora/shared/router';
import { claimStayDiscount } from '../api/claim-stay-discount';
import './stay-discount-offer.scss';

type CopyState = 'idle' | 'copied' | 'failed';

/** The i18n key (namespace `members`) for a failed claim: `no_offer` has its own text, else the shared ones (spec §8). */
function claimErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'no_offer') return 'account.delete.discount_no_offer';
  return errorKey(error);
}

/**
 * The "stay" alternative of the deletion modal (spec §2 "account deletion with alternatives", §3
 * Company info `delete_discount`): "Get my {percent}% discount" → `POST /api/discountcode.php?stay=1`
 * → the code in a bordered monospace box with a copy button (navigator.clipboard, "Copied"
 * confirmation), "Valid until {date}" in the member's locale and a "Buy credits" link to /credits.
 * A failed claim (404 `no_offer`, network, …) shows a localized alert and the button stays usable.
 * @param percent the company's `delete_discount` (> 0), shown before the code is claimed.
 */
export function StayDiscountOffer({ percent }: { percent: number }) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  const id = useId();
  const [code, setCode] = useState<DiscountCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The claim button disappears: keep the keyboard focus on the next action.
    if (code) copyButton.current?.focus();
  }, [code]);

  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      setCode(await claimStayDiscount());
    } catch (caught) {
      setError(t(claimErrorKey(caught)));
    } finally {
      setBusy(false);
    }
  };

  const copyCode = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const shown = code?.value_percentage ?? percent;
  return (
    <>
      <h3 className="h6 mb-1">{t('account.delete.discount_title', { percent: shown })}</h3>
      <p className="small text-body-secondary mb-2">{t('account.delete.discount_text')}</p>
      {code ? (
        <div>
          <p className="small fw-semibold mb-1" id={`${id}-label`}>
            {t('account.delete.discount_code_label')}
          </p>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <div
              id={`${id}-code`}
              className="mf-members-stay-code border border-2 border-warning rounded px-3 py-2 fs-5 fw-bold"
            >
              {code.code}
            </div>
            <button
              type="button"
              ref={copyButton}
              className="btn btn-sm btn-outline-secondary"
              aria-describedby={`${id}-label ${id}-code ${id}-valid`}
              onClick={() => copyCode(code.code)}
            >
              {t('account.delete.discount_copy')}
            </button>
            <span className="small text-success" role="status">
              {copy === 'copied' ? t('account.delete.discount_copied') : ''}
            </span>
          </div>
          {copy === 'failed' && (
            <p className="small text-danger mb-2" role="alert">
              {t('account.delete.discount_copy_failed')}
            </p>
          )}
          <p className="small fw-semibold mb-0" id={`${id}-valid`}>
            {t('account.delete.discount_valid_until', { date: formatDate(code.expires, locale, { dateStyle: 'long' }) })}
          </p>
          <p className="small text-body-secondary mb-2">{t('account.delete.discount_how')}</p>
          <Link className="btn btn-sm btn-warning" to="/credits">
            {t('account.delete.discount_link')}
          </Link>
        </div>
      ) : (
        <>
          <button type="button" className="btn btn-sm btn-warning" disabled={busy} onClick={claim}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('account.delete.discount_button', { percent })}
          </button>
          {error && (
            <p className="alert alert-danger py-2 small mt-2 mb-0" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </>
  );
}
