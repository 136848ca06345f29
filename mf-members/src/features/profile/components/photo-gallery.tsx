import { type Image, bus, useSettings, useUser } from '@amora/shared';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../../profile.scss';
import { LockIcon } from '../../../ui/lock-icon';
import { ProfilePhoto } from '../../../ui/profile-photo';
import type { ProfileDetail } from '../types';

const PORTRAIT = { '--bs-aspect-ratio': '125%' } as CSSProperties;

/** The photos a profile page shows: its images, else its main image, else none. */
export function galleryImages(profile: ProfileDetail): Image[] {
  if (profile.images.length > 0) return profile.images;
  return profile.main_image ? [profile.main_image] : [];
}

/**
 * A profile's photos (spec §2): one large photo and a row of thumbnails to pick from. Premium photos
 * carry a gold border; to visitors and free members they are blurred and locked, with a way to
 * premium (members) or sign-up (visitors). The owner sees every photo, pending ones marked as under review.
 * @param own true when the viewer looks at their own profile.
 */
export function PhotoGallery({ profile, own }: { profile: ProfileDetail; own: boolean }) {
  const { t } = useTranslation('members');
  const user = useUser();
  const settings = useSettings();
  const images = galleryImages(profile);
  const [selected, setSelected] = useState(0);
  const isLocked = (image: Image) => image.premium && !own && user?.paid_user !== true;
  const current = images[Math.min(selected, images.length - 1)];

  if (!current) {
    return (
      <div className="ratio rounded-4 overflow-hidden shadow-sm" style={PORTRAIT}>
        <ProfilePhoto name={profile.name} image={null} width={480} height={600} />
      </div>
    );
  }

  const locked = isLocked(current);
  return (
    <div>
      <div
        className={`ratio rounded-4 overflow-hidden shadow-sm bg-secondary-subtle ${current.premium && !locked ? 'mf-members-photo-premium' : ''} ${locked ? 'mf-members-photo-locked' : ''}`}
        style={PORTRAIT}
      >
        {locked ? (
          <div>
            <img src={`${settings?.cdn_prefix ?? ''}${current.thumb_filename}`} alt="" width={480} height={600} className="object-fit-cover w-100 h-100" />
            <div className="position-absolute top-0 start-0 w-100 h-100 d-flex flex-column align-items-center justify-content-center text-center text-white p-4 bg-dark bg-opacity-25">
              <LockIcon size={40} />
              <p className="fw-semibold mt-2 mb-3">{t('profile.locked_text')}</p>
              {user ? (
                <Link className="btn btn-warning" to="/premium">
                  {t('profile.unlock_premium')}
                </Link>
              ) : (
                <button type="button" className="btn btn-warning" onClick={() => bus.emit('signup:open', { profile: profile.id })}>
                  {t('profile.unlock_signup')}
                </button>
              )}
            </div>
          </div>
        ) : (
          <ProfilePhoto name={profile.name} image={current} variant="full" width={480} height={600} eager />
        )}
      </div>
      {((current.premium && !locked) || current.status !== 'active') && (
        <div className="d-flex flex-wrap gap-2 mt-2">
          {current.premium && !locked && <span className="badge text-bg-warning">{t('profile.premium_photo')}</span>}
          {current.status !== 'active' && <span className="badge text-bg-secondary">{t('profile.photo_pending')}</span>}
        </div>
      )}
      {images.length > 1 && (
        <ul className="list-unstyled d-flex gap-2 overflow-auto py-2 px-1 mb-0" aria-label={t('profile.photos', { count: images.length })}>
          {images.map((image, index) => {
            const thumbLocked = isLocked(image);
            const label = t(thumbLocked ? 'profile.show_locked_photo' : 'profile.show_photo', { n: index + 1, count: images.length });
            return (
              <li key={image.id} className="mf-members-thumb">
                <button
                  type="button"
                  className={`btn p-0 border-0 ratio rounded-3 overflow-hidden ${image.premium && !thumbLocked ? 'mf-members-photo-premium' : ''} ${thumbLocked ? 'mf-members-photo-locked' : ''}`}
                  style={PORTRAIT}
                  aria-label={label}
                  aria-pressed={image === current}
                  onClick={() => setSelected(index)}
                >
                  <span>
                    <img src={`${settings?.cdn_prefix ?? ''}${image.thumb_filename}`} alt="" width={72} height={90} loading="lazy" className="object-fit-cover w-100 h-100" />
                    {thumbLocked && (
                      <span className="position-absolute top-50 start-50 translate-middle text-white">
                        <LockIcon size={20} />
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
