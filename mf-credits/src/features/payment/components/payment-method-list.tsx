import { useTranslation } from 'react-i18next';
import { CHECKOUT_METHODS, type CheckoutMethod } from '../payment-methods';

/**
 * A radio list of the offered payment methods (spec §9) with localized labels.
 * @param value the selected method or `null`; `onChange` receives the newly chosen one.
 */
export function PaymentMethodList({ value, onChange }: { value: CheckoutMethod | null; onChange: (method: CheckoutMethod) => void }) {
  const { t } = useTranslation('credits');
  return (
    <fieldset>
      <legend className="h5 mb-3">{t('checkout.method_legend')}</legend>
      <div className="list-group">
        {CHECKOUT_METHODS.map((method) => (
          <label key={method} className={`list-group-item list-group-item-action d-flex gap-3 align-items-center py-3 ${value === method ? 'list-group-item-primary' : ''}`}>
            <input className="form-check-input flex-shrink-0 mt-0" type="radio" name="paymentmethod" value={method} checked={value === method} onChange={() => onChange(method)} />
            <span className="fw-medium">{t(`methods.${method}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
