import { type PaymentMethod, type PaymentProviderName, type PaymentProviderOptions, siteOfferedMethods } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { useId } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { PAYMENT_PROVIDERS, PROVIDER_NAMES } from '../../../lib/payment-providers';
import { CHOOSABLE_METHODS, type SettingsForm } from './settings-values';

/**
 * The methods to show: those the site's countries (as typed) offer, in the order members see them
 * (the first country's favourites first), then any other that has a provider of its own.
 */
function shownMethods(countries: string, methods: Record<string, string>): PaymentMethod[] {
  const offered = siteOfferedMethods(countries.split(',').map((country) => country.trim().toUpperCase()).filter(Boolean));
  return [...offered, ...CHOOSABLE_METHODS.filter((method) => !offered.includes(method) && Boolean(methods[method]))];
}

/** Props of {@link ProviderSelect}. */
interface ProviderSelectProps {
  name: 'payment_providers.default' | `payment_providers.methods.${PaymentMethod}`;
  label: string;
  /** The providers to list (those that take the method, and the one chosen now). */
  providers: readonly PaymentProviderName[];
  configured: readonly string[];
  /** The first option, "as the default (Mollie)", for a method's select. */
  inherit?: string;
  /** A note under the select (the default does not take this method). */
  note?: string;
}

/** One labelled provider select; a provider without keys on the server is listed but cannot be chosen. */
function ProviderSelect({ name, label, providers, configured, inherit, note }: ProviderSelectProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const { register, formState } = useFormContext<SettingsForm>();
  const message = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
  const error = typeof message === 'string' ? message : undefined;
  const described = [note ? `${id}-note` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-2">
      <label className="form-label mb-1" htmlFor={id}>
        {label}
      </label>
      <select id={id} className={`form-select form-select-sm${error ? ' is-invalid' : ''}`} aria-invalid={error ? true : undefined} aria-describedby={described} {...register(name)}>
        {inherit !== undefined && <option value="">{inherit}</option>}
        {providers.map((provider) => {
          const usable = configured.includes(provider);
          return (
            <option key={provider} value={provider} disabled={!usable}>
              {usable ? PROVIDER_NAMES[provider] : t('settings.payments.not_configured', { provider: PROVIDER_NAMES[provider] })}
            </option>
          );
        })}
      </select>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
      {note && (
        <div id={`${id}-note`} className="form-text text-warning-emphasis">
          {note}
        </div>
      )}
    </div>
  );
}

/**
 * The settings form's payment providers (issue 32, the site's `payment_providers`): one labelled
 * select for the default provider and one per method the site's countries offer (as typed in
 * Countries; `sdd` is our own mandate form and has none), listing the providers that take the
 * method; a provider whose keys the server lacks (`options.configured_providers`) is shown as
 * "not configured" and cannot be chosen. The contract's rule checks the choice on saving.
 */
export function PaymentProvidersFieldset({ options }: { options: PaymentProviderOptions }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { watch } = useFormContext<SettingsForm>();
  const countries = watch('countries');
  const chosen = watch('payment_providers');
  const takes = (provider: PaymentProviderName, method: PaymentMethod) => options.provider_methods[provider]?.includes(method) ?? false;
  const fallback = chosen.default as PaymentProviderName;
  return (
    <fieldset className="border rounded p-3 h-100">
      <legend className="h6 mb-2">{t('settings.fieldsets.payments')}</legend>
      <p className="form-text mt-0">{t('settings.payments.intro')}</p>
      <ProviderSelect name="payment_providers.default" label={t('settings.payments.default')} providers={PAYMENT_PROVIDERS} configured={options.configured_providers} />
      {shownMethods(countries, chosen.methods).map((method) => {
        const own = chosen.methods[method] as PaymentProviderName | '' | undefined;
        const methodName = t(`payment_methods.${method}`);
        return (
          <ProviderSelect
            key={method}
            name={`payment_providers.methods.${method}`}
            label={methodName}
            providers={PAYMENT_PROVIDERS.filter((provider) => takes(provider, method) || provider === own)}
            configured={options.configured_providers}
            inherit={t('settings.payments.as_default', { provider: PROVIDER_NAMES[fallback] ?? fallback })}
            note={!own && !takes(fallback, method) ? t('settings.payments.default_lacks', { provider: PROVIDER_NAMES[fallback] ?? fallback, method: methodName }) : undefined}
          />
        );
      })}
    </fieldset>
  );
}
