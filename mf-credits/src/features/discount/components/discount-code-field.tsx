import { ApiError, type DiscountCode, useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { getDiscountCode } from '../api/get-discount-code';

/**
 * The credits-namespace text of a discount code error (`discount_reserved`: the code is held by
 * another open payment of the member, from `POST /api/payments.php`).
 */
export function discountErrorKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  if (['discount_not_found', 'discount_used', 'discount_expired', 'discount_minimum_order', 'discount_method', 'discount_reserved'].includes(code)) {
    return `discount.errors.${code}`;
  }
  return error instanceof ApiError && error.status === 0 ? 'common:errors.network_error' : 'common:errors.generic';
}

/**
 * "Have a discount code?" at checkout (spec §3 discount code, §8 "not found, already used"): a
 * labelled field and Apply, which checks the code with `GET /api/discountcode.php?code=` and
 * hands it to `onApply`; an expired code or an error shows under the field (tied to it) and keeps
 * what was typed.
 */
export function DiscountCodeField({ onApply }: { onApply: (code: DiscountCode) => void }) {
  const { t } = useTranslation('credits');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!open) {
    return (
      <button type="button" className="btn btn-link px-0" onClick={() => setOpen(true)}>
        {t('discount.have_code')}
      </button>
    );
  }

  const apply = async () => {
    if (!value.trim()) return setError(t('discount.errors.discount_not_found'));
    setBusy(true);
    setError(null);
    try {
      const code = await getDiscountCode(value);
      if (code.expired) setError(t('discount.errors.discount_expired'));
      else onApply(code);
    } catch (e) {
      setError(t(discountErrorKey(e)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="mb-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <label className="form-label" htmlFor={`${id}-code`}>
        {t('discount.code_field')}
      </label>
      <div className="input-group has-validation">
        <input
          id={`${id}-code`}
          className={`form-control text-uppercase ${error ? 'is-invalid' : ''}`}
          value={value}
          maxLength={64}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {t('discount.apply')}
        </button>
        {error && (
          <div id={`${id}-error`} className="invalid-feedback" role="alert">
            {error}
          </div>
        )}
      </div>
    </form>
  );
}
