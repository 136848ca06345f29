import type { PaymentMethod } from '@amora/shared';
import { useTranslation } from '@amora/shared';

/**
 * A radio list of the payment methods offered to the member (spec §9) with localized names; the
 * card option names the card brands.
 * @param methods the offered methods in display order; `value` the selected one or `null`;
 *   `onChange` receives the newly chosen one.
 */
export function PaymentMethodList({ methods, value, onChange }: { methods: readonly PaymentMethod[]; value: PaymentMethod | null; onChange: (method: PaymentMethod) => void }) {
  const { t } = useTranslation('credits');
  return (
    <fieldset>
      <legend className="h5 mb-3">{t('checkout.method_legend')}</legend>
      <div className="list-group">
        {methods.map((method) => (
          <label key={method} className={`list-group-item list-group-item-action d-flex gap-3 align-items-center py-3 ${value === method ? 'list-group-item-primary' : ''}`}>
            <input className="form-check-input flex-shrink-0 mt-0" type="radio" name="paymentmethod" value={method} checked={value === method} onChange={() => onChange(method)} />
            <span>
              <span className="fw-medium d-block">{t(`methods.${method}`)}</span>
              {method === 'card' && <span className="small text-body-secondary">{t('methods.card_brands')}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
