import { ACCOUNT_RULES, dateOfBirthBounds } from '@amora/contracts/constants';
import { type SignupFormProps, Spinner, bus, useLocalizePath } from '@amora/shared';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SiteLink } from '../navigation';
import { allSignupSteps, ownProfileOf, pushCapable, SignupSteps, type OwnProfile, type SignupStep } from '../signup-steps';
import { signup } from './api/signup';
import { FormField } from './components/form-field';
import { signupFailure } from './signup-errors';
import { trackingFromQuery } from './tracking';
import { useSignupNamespace } from './use-signup-namespace';
import { type SignupErrors, type SignupValues, validateSignup } from './validate-signup';

const EMPTY: SignupValues = { email: '', name: '', password: '', date_of_birth: '' };

/**
 * The sign-up form (spec §3 fields, §5 validation): e-mail, username, password, date of birth.
 * Sends `POST /api/signup.php` with the optional first message, partner and the URL's tracking
 * values. This is step 0 of spec §4. On 201 the new, logged-in member is published on the bus
 * (`auth$`, `auth:logged-in`) and the same component goes on with the sign-up steps (photo,
 * location, personal info, about me, push, then confirm-your-e-mail); a refusal shows its message
 * next to the field concerned (or as an alert) and keeps everything typed.
 */
export function SignupForm({ profile, message, onProgress, onDone, onLeave = onDone }: SignupFormProps) {
  const { t } = useTranslation('signup');
  const localize = useLocalizePath();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  const today = useMemo(() => new Date(), []);
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [serverErrors, setServerErrors] = useState<SignupErrors>({});
  const [attempts, setAttempts] = useState(0);
  const [focusTick, setFocusTick] = useState(0);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [flow, setFlow] = useState<{ steps: SignupStep[]; profile: OwnProfile | null } | null>(null);

  // After a refused submit, focus the first invalid field so the member hears what to fix.
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const change = (field: keyof SignupValues) => (event: ChangeEvent<HTMLInputElement>) => {
    if (!started.current) {
      started.current = true;
      onProgress(true);
    }
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (serverErrors[field]) setServerErrors(({ [field]: _changed, ...rest }) => rest);
    if (attempts > 0) setErrors(validateSignup(next, today));
  };

  const finish = useCallback(() => onProgress(false), [onProgress]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateSignup(values, today);
    setErrors(found);
    setServerErrors({});
    setFormError(null);
    setAttempts((n) => n + 1);
    if (Object.keys(found).length > 0) {
      setFocusTick((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      const text = message?.trim();
      const user = await signup({
        ...values,
        email: values.email.trim(),
        name: values.name.trim(),
        ...(text ? { signup_message: text } : {}),
        ...(profile ? { profile } : {}),
        ...trackingFromQuery(),
      });
      const created = user && typeof user === 'object' && 'profile' in user ? user : null;
      if (created) {
        bus.auth$.next(created);
        bus.emit('auth:logged-in', { user: created });
      }
      setFlow({ steps: allSignupSteps(pushCapable(bus.settings$.value)), profile: created ? ownProfileOf(created) : null });
    } catch (error) {
      const failure = signupFailure(error);
      setServerErrors(failure.fields);
      if (failure.alert) setFormError(t(failure.alert.key, failure.alert.values));
      if (Object.keys(failure.fields).length > 0) setFocusTick((n) => n + 1);
    } finally {
      setSending(false);
    }
  };

  if (flow) return <SignupSteps steps={flow.steps} done={1} profile={flow.profile} email={values.email.trim()} onFinished={finish} onClose={onDone} onLeave={onLeave} />;

  const fieldError = (field: keyof SignupValues) => {
    const e = errors[field] ?? serverErrors[field];
    return e ? t(e.key, e.values) : undefined;
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={sending}>
      {formError && (
        <div className="alert alert-warning" role="alert">
          {formError}
        </div>
      )}
      <FormField id={`${id}-email`} label={t('form.email')} type="email" autoComplete="email" value={values.email} onChange={change('email')} error={fieldError('email')} inputProps={{ inputMode: 'email', maxLength: 320 }} />
      <FormField id={`${id}-name`} label={t('form.name')} autoComplete="username" value={values.name} onChange={change('name')} error={fieldError('name')} hint={t('form.name_hint')} inputProps={{ maxLength: ACCOUNT_RULES.nameMax, autoCapitalize: 'none', spellCheck: false }} />
      <FormField id={`${id}-password`} label={t('form.password')} type="password" autoComplete="new-password" value={values.password} onChange={change('password')} error={fieldError('password')} hint={t('form.password_hint', { min: ACCOUNT_RULES.passwordMin, max: ACCOUNT_RULES.passwordMax })} inputProps={{ maxLength: ACCOUNT_RULES.passwordMax }} />
      <FormField id={`${id}-dob`} label={t('form.date_of_birth')} type="date" autoComplete="bday" value={values.date_of_birth} onChange={change('date_of_birth')} error={fieldError('date_of_birth')} inputProps={dateOfBirthBounds(today)} />
      <p className="small text-body-secondary">
        <Trans
          t={t}
          i18nKey="form.legal"
          components={{
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
            terms: <a href={localize('/pages/terms')} target="_blank" rel="noopener" />,
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
            privacy: <a href={localize('/pages/privacy')} target="_blank" rel="noopener" />,
          }}
        />
      </p>
      <div className="d-grid">
        <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
          {sending ? t('form.sending') : t('form.submit')}
        </button>
      </div>
      <p className="text-center mt-3 mb-0">
        <SiteLink to="/login" onNavigate={onLeave}>
          {t('form.already_member')}
        </SiteLink>
      </p>
    </form>
  );
}

/**
 * The exposed `./signup-form` module (DESIGN.md §1): the sign-up form with its texts loaded first,
 * since the shell's modal renders it without this remote's app being mounted.
 */
export default function SignupFormEntry(props: SignupFormProps) {
  const ready = useSignupNamespace();
  return ready ? <SignupForm {...props} /> : <Spinner />;
}
