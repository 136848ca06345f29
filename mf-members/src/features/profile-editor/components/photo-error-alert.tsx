import { PREMIUM_PHOTOS, useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import type { PhotoError } from '../hooks/use-own-photos';

/**
 * A photo error of the "Photos" card as an alert (spec §2, §5): its text, or the photo limit — with,
 * for a free member (`premiumOffer`), that Premium allows 25 photos and a link to /premium.
 */
export function PhotoErrorAlert({ id, error, premiumOffer }: { id: string; error: PhotoError; premiumOffer: boolean }) {
  const { t } = useTranslation('members');
  return (
    <div id={id} className="alert alert-warning small" role="alert">
      {error.kind === 'text' ? (
        error.text
      ) : (
        <>
          <span>{t('editor.photos.errors.photo_limit', { limit: error.limit })}</span>
          {premiumOffer && (
            <>
              {' '}
              <span>{t('editor.photos.premium_more', { limit: PREMIUM_PHOTOS })}</span>{' '}
              <Link to="/premium" className="alert-link">
                {t('editor.photos.get_premium')}
              </Link>
            </>
          )}
        </>
      )}
    </div>
  );
}
