import type { QueuePhoto } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useFormat } from '../../../lib/use-format';

/**
 * The photo under review, large (at most 70 % of the window's height, never cropped), with what
 * it is (profile or chat photo), when it was sent and where it stands on the page ("2 of 20").
 */
export function PhotoStage({ photo, position, count }: { photo: QueuePhoto; position: number; count: number }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { when } = useFormat();
  return (
    <figure className="mb-0">
      <div className="bg-body-tertiary rounded d-flex justify-content-center">
        <img src={photo.url} alt={t('photos.photo_alt', { name: photo.member.name })} className="img-fluid rounded" style={{ maxHeight: '70vh', objectFit: 'contain' }} />
      </div>
      <figcaption className="d-flex flex-wrap gap-2 align-items-center small text-body-secondary mt-2">
        <span className="badge text-bg-secondary">{t(`photos.kind.${photo.kind}`)}</span>
        <span>{t('photos.sent_at', { date: when(photo.created_at) })}</span>
        <span className="ms-auto">{t('photos.position', { position, count })}</span>
      </figcaption>
    </figure>
  );
}
