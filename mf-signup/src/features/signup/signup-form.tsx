import { ACCOUNT_RULES, dateOfBirthBounds } from '@amora/contracts/constants';
import { type SignupFormProps, Spinner, bus, reportOutcome, useLocalizePath, Trans, useTranslation } from '@amora/shared';
import { useNamespace } from '@amora/shared/hooks';
import { QueryProvider } from '@amora/shared/query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SiteLink } from '../navigation';
import { allSignupSteps, ownProfileOf, pushCapable, SignupSteps, type OwnProfile, type SignupStep } from '../signup-steps';
import { useSignup } from './api/signup';
import { FormField } from './components/form-field';
import { type MessageKey, useRuleMessages } from './rule-messages';
import { signupFailure } from './signup-errors';
import { type SignupInput, type SignupValues, signupResolver } from './signup-schema';
import { trackingFromQuery } from './tracking';
import { SIGNUP_NAMESPACE, loadSignupLocale } from '../../i18n/load-locale';

const EMPTY: SignupInput = { email: '', name: '', password: '', date_of_birth: '' };
const FIELD_ORDER = ['email', 'name', 'password', 'date_of_birth'] as const;

/**
 * The sign-up form (spec §3 fields, §5 validation): e-mail, username, password, date of birth,
 * checked with the contract's rules (`signupResolver`) before `POST /api/signup.php` is sent with the
 * optional first message, partner and the URL's tracking values. This is step 0 of spec §4. On 201
 * the new, logged-in member is published on the bus (`auth$`, `auth:logged-in`), the
 * `signup_completed` outcome is reported (issue 35) and the same
 * component goes on with the sign-up steps (photo, location, personal info, about me, push, then
 * confirm-your-e-mail); a refusal shows its message next to the field concerned (or as an alert),
 * focuses the first invalid field and keeps everything typed. `onProgress(true)` on the first
 * keystroke, `onProgress(false)` when the steps are done.
 */
export function SignupForm({ profile, message, onProgress, onDone, onLeave = onDone }: SignupFormProps) {
  const { t } = useTranslation('signup');
  const localize = useLocalizePath();
  const id = useId();
  const started = useRef(false);
  const today = useMemo(() => new Date(), []);
  const [minAge, setMinAge] = useState<number>(ACCOUNT_RULES.minAge);
  const [formError, setFormError] = useState<MessageKey | null>(null);
  const [flow, setFlow] = useState<{ steps: SignupStep[]; profile: OwnProfile | null; email: string } | null>(null);
  const send = useSignup();
  const { register, handleSubmit, setError, formState } = useForm<SignupInput, unknown, SignupValues>({
    resolver: signupResolver,
    defaultValues: EMPTY,
  });
  const fieldError = useRuleMessages({ too_young: { key: 'form.date_of_birth_invalid', values: { min_age: minAge } } });

  const markStarted = () => {
    if (started.current) return;
    started.current = true;
    onProgress(true);
  };
  const field = (name: keyof SignupInput) => register(name, { onChange: markStarted });

  const finish = useCallback(() => onProgress(false), [onProgress]);

  const submit = async (values: SignupValues) => {
    // A fault only a test build carries (AMORA_TEST_FAULT, tools/webpack.factory.js; issue 35's e2e: a canary that breaks sign-up).
    if (process.env.AMORA_TEST_FAULT === 'signup-submit') throw new Error('AMORA_TEST_FAULT: sign-up submit');
    if (send.isPending) return;
    setFormError(null);
    setMinAge(ACCOUNT_RULES.minAge);
    const text = message?.trim();
    try {
      const user = await send.mutateAsync({ ...values, ...(text ? { signup_message: text } : {}), ...(profile ? { profile } : {}), ...trackingFromQuery() });
      const created = user && typeof user === 'object' && 'profile' in user ? user : null;
      if (created) {
        bus.auth$.next(created);
        bus.emit('auth:logged-in', { user: created });
      }
      reportOutcome('mf_signup', 'signup_completed');
      setFlow({ steps: allSignupSteps(pushCapable(bus.settings$.value)), profile: created ? ownProfileOf(created) : null, email: values.email });
    } catch (error) {
      const failure = signupFailure(error);
      if (failure.minAge) setMinAge(failure.minAge);
      if (failure.alert) setFormError(failure.alert);
      const first = FIELD_ORDER.find((name) => failure.fields[name]);
      for (const name of FIELD_ORDER) {
        const code = failure.fields[name];
        if (code) setError(name, { type: 'server', message: code }, { shouldFocus: name === first });
      }
    }
  };

  if (flow) return <SignupSteps steps={flow.steps} done={1} profile={flow.profile} email={flow.email} onFinished={finish} onClose={onDone} onLeave={onLeave} />;

  const { errors } = formState;
  const sending = send.isPending;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-busy={sending}>
      {formError && (
        <div className="alert alert-warning" role="alert">
          {t(formError.key, formError.values)}
        </div>
      )}
      <FormField id={`${id}-email`} label={t('form.email')} type="email" autoComplete="email" registration={field('email')} error={fieldError(errors, 'email')} inputProps={{ inputMode: 'email', maxLength: 320 }} />
      <FormField id={`${id}-name`} label={t('form.name')} autoComplete="username" registration={field('name')} error={fieldError(errors, 'name')} hint={t('form.name_hint')} inputProps={{ maxLength: ACCOUNT_RULES.nameMax, autoCapitalize: 'none', spellCheck: false }} />
      <FormField id={`${id}-password`} label={t('form.password')} type="password" autoComplete="new-password" registration={field('password')} error={fieldError(errors, 'password')} hint={t('form.password_hint', { min: ACCOUNT_RULES.passwordMin, max: ACCOUNT_RULES.passwordMax })} inputProps={{ maxLength: ACCOUNT_RULES.passwordMax }} />
      <FormField id={`${id}-dob`} label={t('form.date_of_birth')} type="date" autoComplete="bday" registration={field('date_of_birth')} error={fieldError(errors, 'date_of_birth')} inputProps={dateOfBirthBounds(today)} />
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
 * The exposed `./signup-form` module (docs/design.md §1): the sign-up form in the page's query client,
 * with its texts loaded first, since the shell's modal renders it without this remote's app being
 * mounted.
 */
export default function SignupFormEntry(props: SignupFormProps) {
  // Exposed to the shell's sign-up modal: it loads its texts itself (keys show if that fails).
  const ready = useNamespace(SIGNUP_NAMESPACE, loadSignupLocale).status !== 'loading';
  return <QueryProvider>{ready ? <SignupForm {...props} /> : <Spinner />}</QueryProvider>;
}
