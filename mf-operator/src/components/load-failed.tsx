import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../i18n/load-locale';

/**
 * What a console screen shows when its data could not be loaded (issue 31): the localized error
 * (`errors.generic`, or `message` when given) as an alert with "Try again".
 */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation(OPERATOR_NS);
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
      <span>{message ?? t('errors.generic')}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
