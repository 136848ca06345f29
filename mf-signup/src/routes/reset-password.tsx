import { useEffect, useRef, useState } from 'react';
import { usePageTitle, useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { ResetRequestForm } from '../features/password-reset/components/reset-request-form';
import { Mail } from 'lucide-react';

/**
 * `/reset-password` — request a password reset (spec §2, §8): the account's e-mail address, then
 * 'We sent a link to {{email}}. It is valid for one hour.' naming the address.
 */
export function ResetPassword() {
  const { t } = useTranslation('signup');
  usePageTitle(t('reset_password.title'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once sent, the heading changes: move focus there so screen readers announce the confirmation.
  useEffect(() => {
    if (sentTo) heading.current?.focus();
  }, [sentTo]);
  return (
    <section className="container py-5" style={{ maxWidth: 480 }}>
      <div className="card shadow-sm">
        <div className="card-body p-4 p-sm-5">
          {sentTo ? (
            <div className="text-center" role="status">
              <div className="rounded-circle bg-success-subtle text-success d-inline-flex align-items-center justify-content-center fs-2 mb-3" style={{ width: 64, height: 64 }} aria-hidden="true">
                <Mail size={28} />
              </div>
              <h1 className="h3 mb-3" ref={heading} tabIndex={-1}>
                {t('reset_password.sent_title')}
              </h1>
              <p>{t('reset_password.sent_text', { email: sentTo })}</p>
              <p className="small text-body-secondary">{t('reset_password.sent_hint')}</p>
            </div>
          ) : (
            <>
              <h1 className="h3 mb-1 text-center">{t('reset_password.title')}</h1>
              <p className="text-body-secondary text-center mb-4">{t('reset_password.intro')}</p>
              <ResetRequestForm onSent={setSentTo} />
            </>
          )}
          <p className="text-center mt-4 mb-0">
            <Link to="/login">{t('reset_password.to_login')}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
