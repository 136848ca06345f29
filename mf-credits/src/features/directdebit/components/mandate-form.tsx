import { ApiError, type DirectDebitMandate, errorKey, useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { directDebitMandateBody } from '@amora/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendMandate } from '../api/directdebit';

/** The mandate as the form checks it: the contract's shape, and an IBAN that passes ibantools. */
const mandateSchema = directDebitMandateBody.refine((m) => isValidIBAN(electronicFormatIBAN(m.iban) ?? ''), { path: ['iban'], message: 'iban' });

const FIELDS = [
  ['account_holder', 'name'],
  ['iban', 'off'],
  ['street', 'address-line1'],
  ['house_number', 'off'],
  ['postal_code', 'postal-code'],
  ['city', 'address-level2'],
  ['mobile', 'tel'],
] as const;

/**
 * Step 1 of `/directdebit` (spec §5): account holder, IBAN (checked with ibantools before
 * sending, shown grouped by four), street, house number, postal code, city and mobile number, each
 * labelled with its error under it; "Send the SMS code" posts the mandate. The bank's refusals
 * (account blocked, limit reached) show above the button and keep what was typed. `onSent`
 * receives the masked number the code went to and the mandate (`initial` fills the form again).
 */
export function MandateForm({ paymentId, initial, onSent }: { paymentId: number; initial: DirectDebitMandate | null; onSent: (smsTo: string, mandate: DirectDebitMandate) => void }) {
  const { t } = useTranslation('credits');
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState } = useForm<DirectDebitMandate>({
    resolver: zodResolver(mandateSchema),
    defaultValues: initial ?? { account_holder: '', iban: '', street: '', house_number: '', postal_code: '', city: '', mobile: '' },
  });

  const submit = async (mandate: DirectDebitMandate) => {
    setFormError(null);
    try {
      onSent((await sendMandate(paymentId, mandate)).sms_to, mandate);
    } catch (e) {
      const code = e instanceof ApiError ? e.code : '';
      if (code === 'invalid_request' && JSON.stringify((e as ApiError).body).includes('"iban"')) setError('iban', { message: 'iban' }, { shouldFocus: true });
      else if (code === 'account_blocked' || code === 'limit_reached') setFormError(t(`directdebit.errors.${code}`));
      else setFormError(t(errorKey(e)));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <div className="row g-x-3">
        {FIELDS.map(([name, autoComplete]) => (
          <div key={name} className={name === 'house_number' || name === 'postal_code' ? 'col-6 col-sm-4' : name === 'street' || name === 'city' ? 'col-12 col-sm-8' : 'col-12'}>
            <TextField
              id={`${id}-${name}`}
              label={t(`directdebit.fields.${name}`)}
              autoComplete={autoComplete}
              inputMode={name === 'mobile' ? 'tel' : undefined}
              type={name === 'mobile' ? 'tel' : 'text'}
              error={formState.errors[name] ? t(`directdebit.errors.${name}`) : null}
              help={name === 'mobile' ? t('directdebit.mobile_help') : undefined}
              {...register(name, name === 'iban' ? { onBlur: (e) => isValidIBAN(electronicFormatIBAN(e.target.value) ?? '') && setValue('iban', friendlyFormatIBAN(e.target.value) ?? e.target.value) } : {})}
            />
          </div>
        ))}
      </div>
      {formError && (
        <p className="alert alert-danger" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('directdebit.send_code')}
      </button>
    </form>
  );
}
