import { Spinner, usePageTitle, useTranslation } from '@amora/shared';
import { useSearchParams } from '@amora/shared/router';
import { EnrolStep, PasswordStep, RecoveryCodes, VerifyStep, useReturnAfterSignIn, useSignInFlow } from '../features/session';
import { OPERATOR_NS } from '../i18n/load-locale';

/**
 * `/operator/login` (issue 31 "Operator accounts"): e-mail and password, then the second factor —
 * at the first sign-in the TOTP set-up with its QR code and, after the first code, the 10 recovery
 * codes shown once; afterwards a code of the authenticator app or a recovery code. Errors are
 * localized (wrong password or code, account blocked for N minutes, no connection). Signed in,
 * the operator goes back to the console address that sent them here (`?next=`), else the overview.
 */
export function Login() {
  const { t } = useTranslation(OPERATOR_NS);
  usePageTitle(t('login.title'));
  const [params] = useSearchParams();
  const flow = useSignInFlow();
  useReturnAfterSignIn(flow.step === 'done', params.get('next'));
  return (
    <div className="mx-auto" style={{ maxWidth: 440 }}>
      <h1 className="h3">{t('console.title')}</h1>
      <p className="text-body-secondary">{t('login.intro')}</p>
      {flow.error && (
        <div className="alert alert-danger" role="alert">
          {t(flow.error.key, flow.error.values)}
        </div>
      )}
      {(flow.step === 'loading' || flow.step === 'done') && <Spinner />}
      {flow.step === 'failed' && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
          <span>{t('console.loading_failed')}</span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={flow.retry}>
            {t('errors.retry')}
          </button>
        </div>
      )}
      {flow.step === 'password' && <PasswordStep sending={flow.sending} onSubmit={flow.signIn} />}
      {flow.step === 'enrol' && <EnrolStep sending={flow.sending} onSubmit={flow.confirm} />}
      {flow.step === 'verify' && <VerifyStep sending={flow.sending} onSubmit={flow.confirm} />}
      {flow.step === 'codes' && flow.recoveryCodes && <RecoveryCodes codes={flow.recoveryCodes} onSaved={flow.codesSaved} />}
    </div>
  );
}
