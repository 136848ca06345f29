import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { usePageTitle } from './hooks';
import { Link } from './navigation';

/**
 * The error page (spec §2): the message (or "Error") as the screen's h1 and page title, with the
 * status code, default 500; a back-to-home link for 404. Without a message a 404 says 'This page
 * could not be found'. The one 404 screen of the site: the chrome shows it for an unknown route,
 * every screen for an id the API does not know (issue 29). A screen showing it sets no title of
 * its own (its effect would run after this one and win).
 * @param status the HTTP-like status shown above the message.
 * @param message the localized reason, e.g. "This conversation could not be found.".
 * @param children more text or links under the message.
 */
export function ErrorPage({ status = 500, message, children }: { status?: number; message?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const text = message ?? (status === 404 ? t('error_page.not_found') : t('error_page.title'));
  usePageTitle(text);
  return (
    <div className="container py-5 text-center error-page">
      <p className="display-4 fw-bold text-primary mb-2">{status}</p>
      <h1 className="h3">{text}</h1>
      {children}
      {status === 404 && (
        <Link to="/" className="btn btn-primary mt-3">
          {t('error_page.back_home')}
        </Link>
      )}
    </div>
  );
}
