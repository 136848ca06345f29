import type { OperatorMe } from '@amora/contracts';
import { Link, navigate, useLocalizePath, useTranslation } from '@amora/shared';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useSignOut } from '../features/session';
import { OPERATOR_NS } from '../i18n/load-locale';

/**
 * The console's top bar (issue 31): "Amora operator console" (to the overview), the operator's
 * e-mail and role, and "Sign out" (`DELETE /api/operator/session.php`, then the sign-in page).
 * At 390 px the e-mail wraps under the title.
 */
export function TopBar({ operator }: { operator: OperatorMe }) {
  const { t } = useTranslation(OPERATOR_NS);
  const localize = useLocalizePath();
  const signOut = useSignOut();
  const role = t(`roles.${operator.role}`);
  const leave = () => signOut.mutate(undefined, { onSuccess: () => navigate(localize('/operator/login'), { replace: true }) });
  return (
    <header className="bg-primary text-white">
      <div className="container-fluid d-flex flex-wrap align-items-center gap-2 py-2">
        <Link to="/operator" className="text-white text-decoration-none fw-semibold d-flex align-items-center gap-2 me-auto">
          <ShieldCheck aria-hidden="true" size={20} />
          {t('console.title')}
        </Link>
        <p className="mb-0 small text-truncate" style={{ maxWidth: '100%' }}>
          <span className="visually-hidden">{t('console.account', { email: operator.email, role })}</span>
          <span aria-hidden="true">
            {operator.email} <span className="badge bg-white text-primary ms-1">{role}</span>
          </span>
        </p>
        <button type="button" className="btn btn-outline-light btn-sm d-flex align-items-center gap-1" onClick={leave} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" size={16} />
          {signOut.isPending ? t('console.signing_out') : t('console.sign_out')}
        </button>
        {signOut.isError && (
          <p className="w-100 mb-0 small" role="alert">
            {t('errors.generic')}
          </p>
        )}
      </div>
    </header>
  );
}
