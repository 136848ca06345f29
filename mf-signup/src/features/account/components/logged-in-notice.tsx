import type { User } from '@amora/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';

/** Shown on login and sign-up screens to a member who is already logged in: who they are and a way on. */
export function LoggedInNotice({ user, children }: { user: User; children?: ReactNode }) {
  const { t } = useTranslation('signup');
  return (
    <div className="alert alert-primary" role="status">
      <p className="mb-2">{t('account.logged_in_as', { name: user.profile.name })}</p>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary btn-sm" to="/members">
          {t('account.to_members')}
        </Link>
        {children}
      </div>
    </div>
  );
}
