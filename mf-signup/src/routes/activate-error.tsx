import { useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { NoticeScreen } from '../features/notice/components/notice-screen';
import { CircleAlert } from 'lucide-react';

/** `/activate/error` — 'Activation failed' (spec §8): the link was invalid or expired; log in or ask customer service. */
export function ActivateError() {
  const { t } = useTranslation('signup');
  return (
    <NoticeScreen
      title={t('activate_error.title')}
      icon={CircleAlert}
      tone="danger"
      actions={
        <>
          <Link className="btn btn-primary" to="/login">
            {t('activate_error.to_login')}
          </Link>
          <Link className="btn btn-outline-primary" to="/pages/service">
            {t('links.service')}
          </Link>
        </>
      }
    >
      <p className="mb-0">{t('activate_error.text')}</p>
    </NoticeScreen>
  );
}
