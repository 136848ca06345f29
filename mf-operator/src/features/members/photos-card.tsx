import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { SectionCard } from './section-card';

/** The badge colour of each photo status. */
const PHOTO_BADGE = { active: 'text-bg-success', pending: 'text-bg-warning', disabled: 'text-bg-secondary' } as const;

/**
 * The member's profile photos of every status, by position (issue 31), as a grid of thumbnails
 * (each opens the full photo) with its status and whether it is the main or a premium photo.
 */
export function PhotosCard({ photos }: { photos: MemberDetail['photos'] }) {
  const { t } = useTranslation(OPERATOR_NS);
  return (
    <SectionCard section="photos" title={t('member.sections.photos')}>
      {photos.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('member.photos.none')}</p>
      ) : (
        <ul className="row row-cols-3 row-cols-sm-4 row-cols-lg-6 g-2 list-unstyled mb-0">
          {photos.map((photo, i) => {
            const status = t(`member.photos.status.${photo.status}`);
            return (
              <li key={photo.id} className="col">
                <a href={photo.url} target="_blank" rel="noreferrer" className="d-block ratio ratio-1x1">
                  <img src={photo.thumb_url} alt={t('member.photos.alt', { number: i + 1, status })} className="rounded" style={{ objectFit: 'cover' }} loading="lazy" />
                </a>
                <div className="d-flex flex-wrap gap-1 mt-1 small" aria-hidden="true">
                  <span className={`badge ${PHOTO_BADGE[photo.status]}`}>{status}</span>
                  {photo.main && <span className="badge text-bg-primary">{t('member.photos.main')}</span>}
                  {photo.premium && <span className="badge text-bg-warning">{t('member.photos.premium')}</span>}
                </div>
                <span className="visually-hidden">{[photo.main ? t('member.photos.main') : '', photo.premium ? t('member.photos.premium') : ''].filter(Boolean).join(', ')}</span>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
