import { useState } from 'react';
import { usePageTitle, useTranslation } from '@amora/shared';
import { Link, useSearchParams } from '@amora/shared/router';
import { NoticeScreen } from '../features/notice/components/notice-screen';
import { LinkInvalidAlert } from '../features/password-reset/components/link-invalid-alert';
import { NewPasswordForm } from '../features/password-reset/components/new-password-form';
import { Check } from 'lucide-react';

/**
 * `/reset-password/do?token=…` — choose a new password from the e-mail link (spec §2, §5, §8).
 * Without a token the link is invalid; after saving, a confirmation with a link to /login.
 */
export function ResetPasswordDo() {
  const { t } = useTranslation('signup');
  usePageTitle(t('reset_password_do.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <NoticeScreen
        title={t('reset_password_do.done_title')}
        icon={Check}
        tone="success"
        actions={
          <Link className="btn btn-primary" to="/login">
            {t('reset_password_do.to_login')}
          </Link>
        }
      >
        <p className="mb-0">{t('reset_password_do.done_text')}</p>
      </NoticeScreen>
    );
  }
  return (
    <section className="container py-5" style={{ maxWidth: 480 }}>
      <div className="card shadow-sm">
        <div className="card-body p-4 p-sm-5">
          <h1 className="h3 mb-1 text-center">{t('reset_password_do.title')}</h1>
          <p className="text-body-secondary text-center mb-4">{t('reset_password_do.intro')}</p>
          {token ? <NewPasswordForm token={token} onDone={() => setDone(true)} /> : <LinkInvalidAlert />}
        </div>
      </div>
    </section>
  );
}
