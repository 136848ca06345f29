import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown to logged-out visitors instead of the likes: liking needs a login (spec §6). */
export function LoginRequired() {
  const { t } = useTranslation('likes');
  return (
    <div className="alert alert-primary d-flex flex-wrap align-items-center justify-content-between gap-2" role="status">
      <span>{t('login_required')}</span>
      <Link className="btn btn-primary btn-sm" to="/login">
        {t('login')}
      </Link>
    </div>
  );
}
