import { errorKey, useTranslation } from '../i18n';
import { Link } from './navigation';

/**
 * The localized error shown in a remote's outlet when it failed to load or threw (docs/design.md §2),
 * with a retry button.
 */
export function RemoteError({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="container py-5">
      <div className="alert alert-warning text-center mx-auto remote-error" role="alert" style={{ maxWidth: 560 }}>
        <h2 className="h5">{t('remote_error.title')}</h2>
        <p className="mb-3">{t('remote_error.text')}</p>
        {detail && <p className="small text-body-secondary mb-3">{detail}</p>}
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    </div>
  );
}

/** A centred spinner with an accessible label. */
export function Spinner() {
  const { t } = useTranslation('common');
  return (
    <div className="d-flex justify-content-center py-5">
      <output className="spinner-border text-primary">
        <span className="visually-hidden">{t('loading')}</span>
      </output>
    </div>
  );
}

/**
 * A failed load inside a screen: the localized API error (`errorKey`, spec §8) and a retry button.
 * @param error what the call threw (ApiError or anything else).
 * @param onRetry called by the button, e.g. the query's `refetch`.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
      <span>{t(errorKey(error))}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * Shown to a logged-out visitor instead of a members-only screen (spec §6: chatting, liking…
 * need a login): the screen's own reason and a "Log in" link to `/login`.
 * @param text the localized reason, e.g. "Log in to see your messages."
 */
export function LoginRequired({ text }: { text: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="alert alert-primary d-flex flex-wrap align-items-center justify-content-between gap-2" role="status">
      <span>{text}</span>
      <Link className="btn btn-primary btn-sm" to="/login">
        {t('login')}
      </Link>
    </div>
  );
}
