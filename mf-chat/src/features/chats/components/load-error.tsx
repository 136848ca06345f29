import { errorKey } from '@amora/shared';
import { useTranslation } from 'react-i18next';

/** A failed load: the localized API error (spec §8) and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
      <span>{t(errorKey(error))}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </div>
  );
}
