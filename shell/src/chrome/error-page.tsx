import { Link, usePageTitle, useTranslation } from '@amora/shared';
import { Component, type ReactNode } from 'react';

/**
 * The error page (spec §2): the message (or "Error") with the status code, default 500; a
 * back-to-home link for 404; unknown routes show 'This page could not be found'.
 */
export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useTranslation('shell');
  const text = message ?? (status === 404 ? t('errors.not_found') : t('errors.title'));
  usePageTitle(text);
  return (
    <div className="container py-5 text-center error-page">
      <p className="display-4 fw-bold text-primary mb-2">{status}</p>
      <h1 className="h3">{text}</h1>
      {status === 404 && (
        <Link to="/" className="btn btn-primary mt-3">
          {t('errors.back_home')}
        </Link>
      )}
    </div>
  );
}

/**
 * Last-resort boundary around the chrome: when rendering (or the error page itself) fails it shows
 * 'An error occurred while showing the error page' with a go-home link (spec §8). Plain text, no
 * i18n: the failure may be in i18n itself.
 */
export class ChromeErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container py-5 text-center">
        <h1 className="h4">An error occurred while showing the error page</h1>
        <a href="/" className="btn btn-primary mt-3">
          Go to home
        </a>
      </div>
    );
  }
}
