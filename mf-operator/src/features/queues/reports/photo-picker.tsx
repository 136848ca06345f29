import type { OperatorReport } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { ReasonForm } from '../../../lib/reason-form';

/**
 * The photo to hide in the "Hide a photo" dialog (issue 31): the reported profile's photos that
 * are not hidden already, as thumbnails to choose one of (radio buttons; one is required, by
 * `reasonSchema`'s `image_required`).
 */
export function PhotoPicker({ photos, form, id }: { photos: OperatorReport['reported']['photos']; form: ReasonForm; id: string }) {
  const { t } = useTranslation(OPERATOR_NS);
  const invalid = form.formState.errors.image;
  return (
    <fieldset className="mb-3" aria-describedby={invalid ? `${id}-image-error` : undefined}>
      <legend className="form-label fs-6">{t('reports.pick_photo')}</legend>
      <div className="d-flex flex-wrap gap-3">
        {photos.map((photo, i) =>
          photo.status === 'disabled' ? null : (
            <div key={photo.id} className="form-check">
              <input className="form-check-input" type="radio" id={`${id}-photo-${photo.id}`} value={String(photo.id)} {...form.register('image')} />
              <label className="form-check-label" htmlFor={`${id}-photo-${photo.id}`}>
                <img src={photo.thumb_url} alt="" width={72} height={72} className="rounded d-block mb-1" style={{ objectFit: 'cover' }} />
                {t('reports.photo_option', { number: i + 1, status: t(`photos.status.${photo.status}`) })}
              </label>
            </div>
          ),
        )}
      </div>
      {invalid && (
        <p id={`${id}-image-error`} className="text-danger small mt-1 mb-0" role="alert">
          {t('reports.pick_photo_required')}
        </p>
      )}
    </fieldset>
  );
}
