import { useTranslation } from '@amora/shared';
import type { GeolocationPermission } from '../hooks/use-geolocation-permission';

/** Props of {@link GeolocationControl}. */
export interface GeolocationControlProps {
  permission: GeolocationPermission;
  locating: boolean;
  /** Why locating failed, translated. */
  locateError: string | null;
  /** The place found ("Amsterdam, Noord-Holland, Netherlands"), until the member edits it. */
  found: string | null;
  onLocate: () => void;
}

/**
 * "Use my current location" of the "Location" card (spec §4 geolocation permission): the permission
 * state (unsupported / unknown / granted / denied / prompt), a denied one explained as an alert, the
 * button (a help text instead where the browser has no geolocation), then why locating failed
 * (alert) or the place found (status).
 */
export function GeolocationControl({ permission, locating, locateError, found, onLocate }: GeolocationControlProps) {
  const { t } = useTranslation('members');
  return (
    <div className="mb-4">
      <p className="small mb-2">
        <span className="text-body-secondary">{t('editor.location.permission_label')}</span>{' '}
        <span className="fw-semibold" data-testid="geolocation-permission">
          {t(`editor.location.permission.${permission}`)}
        </span>
      </p>
      {permission === 'denied' && (
        <div className="alert alert-warning small" role="alert">
          <p className="fw-semibold mb-1">{t('editor.location.denied_title')}</p>
          <p className="mb-0">{t('editor.location.denied_help')}</p>
        </div>
      )}
      {permission === 'unsupported' ? (
        <p className="small text-body-secondary mb-0">{t('editor.location.unsupported_help')}</p>
      ) : (
        <button type="button" className="btn btn-outline-primary" disabled={locating} onClick={onLocate}>
          {locating ? t('editor.location.locating') : t('editor.location.use_current')}
        </button>
      )}
      {locateError && (
        <p className="alert alert-danger small mt-3 mb-0" role="alert">
          {locateError}
        </p>
      )}
      {found && (
        <p className="alert alert-primary small mt-3 mb-0" role="status">
          {t('editor.location.found', { place: found })}
        </p>
      )}
    </div>
  );
}
