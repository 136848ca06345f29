import { useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';

/** The link to request a new reset e-mail, shown with 'Link expired or invalid, request a new email'. */
export function LinkInvalidAlert() {
  const { t } = useTranslation('signup');
  return (
    <div className="alert alert-danger" role="alert">
      <p className="mb-2">{t('reset_password_do.link_invalid')}</p>
      <Link className="alert-link" to="/reset-password">
        {t('reset_password_do.request_new')}
      </Link>
    </div>
  );
}
