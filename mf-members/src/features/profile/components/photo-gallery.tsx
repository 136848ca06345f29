import { type Image, useSettings, useUser, useTranslation } from '@amora/shared';
import { type CSSProperties, useState } from 'react';
import { AppLink } from '../../../ui/app-link';
import { LockIcon } from '../../../ui/lock-icon';
import { ProfilePhoto } from '../../../ui/profile-photo';
import '../profile.scss';
import type { ProfileDetail } from '@amora/shared';

const PORTRAIT = { '--bs-aspect-ratio': '125%' } as CSSProperties;

/** A profile's photos with the main photo first (the API's list may omit it or hold it anywhere). */
export function galleryImages(profile: ProfileDetail): Image[] {
  const main = profile.main_image;
  if (!main) return profile.images;
  return [main, ...profile.images.filter((image) => image.id !== main.id)];
}

/**
 * A profile's photos (spec §2, §6): the main photo large, and the thumbnails of all photos below.
 * Premium members (`paid_user`) and the owner see every photo and pick which one is shown large;
 * free members and visitors see the main photo, while the others are blurred with a lock and lead to
 * `/premium` ("Get Premium to see all photos"). Premium photos (`image.premium`) carry a gold border.
 * @param own true when the viewer looks at their own profile (then pending photos are marked too).
 */
export function PhotoGallery({ profile, own }: { profile: ProfileDetail; own: boolean }) {
  const { t } = useTranslation('members');
  const user = useUser();
  const settings = useSettings();
  const images = galleryImages(profile);
  const [selected, setSelected] = useState(0);
  const seesAll = own || user?.paid_user === true;
  const freeId = images[0]?.id;
  const isLocked = (image: Image) => !seesAll && image.id !== freeId;
  const current = images[selected] ?? images[0];
  const anyLocked = images.some(isLocked);

  if (!current) {
    return (
      <div className="ratio rounded-4 overflow-hidden shadow-sm" style={PORTRAIT}>
        <ProfilePhoto name={profile.name} image={null} gender={profile.gender} width={480} height={600} />
      </div>
    );
  }

  return (
    <div>
      <div className={`ratio rounded-4 overflow-hidden shadow-sm bg-secondary-subtle ${current.premium ? 'mf-members-photo-premium' : ''}`} style={PORTRAIT}>
        <ProfilePhoto name={profile.name} image={current} variant="full" width={480} height={600} eager />
      </div>
      {(current.premium || current.status !== 'active') && (
        <div className="d-flex flex-wrap gap-2 mt-2">
          {current.premium && <span className="badge text-bg-warning">{t('profile.premium_photo')}</span>}
          {current.status !== 'active' && <span className="badge text-bg-secondary">{t('profile.photo_pending')}</span>}
        </div>
      )}
      {images.length > 1 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 py-2 px-1 mb-0" aria-label={t('profile.photos', { count: images.length })}>
          {images.map((image, index) => {
            const premium = image.premium ? 'mf-members-photo-premium' : '';
            const thumb = (
              <img src={`${settings?.cdn_prefix ?? ''}${image.thumb_filename}`} alt="" width={72} height={90} loading="lazy" className="object-fit-cover w-100 h-100" />
            );
            return (
              <li key={image.id} className="mf-members-thumb">
                {isLocked(image) ? (
                  <AppLink
                    to="/premium"
                    className={`d-block ratio rounded-3 overflow-hidden mf-members-photo-locked ${premium}`}
                    style={PORTRAIT}
                    aria-label={t('profile.show_locked_photo', { n: index + 1, total: images.length })}
                  >
                    <span>
                      {thumb}
                      <span className="position-absolute top-50 start-50 translate-middle text-white">
                        <LockIcon size={20} />
                      </span>
                    </span>
                  </AppLink>
                ) : (
                  <button
                    type="button"
                    className={`btn p-0 border-0 ratio rounded-3 overflow-hidden ${premium}`}
                    style={PORTRAIT}
                    aria-label={t('profile.show_photo', { n: index + 1, total: images.length })}
                    aria-pressed={image === current}
                    onClick={() => setSelected(index)}
                  >
                    <span>{thumb}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {anyLocked && (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-1">
          <span className="small text-body-secondary">{t('profile.locked_text')}</span>
          <AppLink className="btn btn-warning btn-sm d-inline-flex align-items-center gap-1" to="/premium">
            <LockIcon size={16} />
            {t('profile.unlock_premium')}
          </AppLink>
        </div>
      )}
    </div>
  );
}
