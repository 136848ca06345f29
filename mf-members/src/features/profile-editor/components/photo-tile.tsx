import type { Image } from '@amora/shared';
import { useTranslation } from '@amora/shared';
import { ProfilePhoto } from '../../../ui/profile-photo';

/** Props of {@link PhotoTile}. */
export interface PhotoTileProps {
  image: Image;
  /** Position in the list, 1-based, for the photo's accessible name. */
  n: number;
  name: string;
  main: boolean;
  busy: boolean;
  onSetMain: (image: Image) => void;
  onDelete: (image: Image) => void;
}

/**
 * One own photo (spec §2 /profile, §5 "Pictures are inspected before display"): the thumbnail
 * (`cdn_prefix + thumb_filename`) with badges for the main photo, a photo under review (pending) or a
 * rejected one, and the buttons "Set as main photo" (not on the main one) and "Delete".
 */
export function PhotoTile({ image, n, name, main, busy, onSetMain, onDelete }: PhotoTileProps) {
  const { t } = useTranslation('members');
  return (
    <li className="col">
      <div className={`card h-100 ${main ? 'border-primary border-2' : 'border-0 bg-body-tertiary'}`}>
        <div className="ratio ratio-1x1 rounded-top overflow-hidden bg-secondary-subtle position-relative">
          <ProfilePhoto name={name} image={image} width={96} height={96} />
        </div>
        <div className="card-body p-2 d-flex flex-column gap-2">
          <div className="d-flex flex-wrap gap-1" style={{ minHeight: '1.25rem' }}>
            {main && <span className="badge text-bg-primary">{t('editor.photos.main')}</span>}
            {image.status === 'pending' && <span className="badge text-bg-warning">{t('editor.photos.pending')}</span>}
            {image.status === 'disabled' && <span className="badge text-bg-danger">{t('editor.photos.rejected')}</span>}
          </div>
          {!main && (
            <button type="button" className="btn btn-sm btn-outline-primary w-100" disabled={busy} onClick={() => onSetMain(image)} aria-label={t('editor.photos.set_main_n', { n })}>
              {t('editor.photos.set_main')}
            </button>
          )}
          <button type="button" className="btn btn-sm btn-outline-danger w-100 mt-auto" disabled={busy} onClick={() => onDelete(image)} aria-label={t('editor.photos.delete_n', { n })}>
            {t('editor.photos.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
