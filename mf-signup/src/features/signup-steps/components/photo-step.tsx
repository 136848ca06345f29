import { ApiError, errorKey, PHOTO_MAX_BYTES, PhotoFileButton, type PhotoRefusal, uploadPhoto, useTranslation } from '@amora/shared';
import { useEffect, useId, useState } from 'react';
import type { StepProps } from './step-props';
import { StepFrame } from './step-frame';
import { Camera } from 'lucide-react';

const MAX_MB = Math.round(PHOTO_MAX_BYTES / 1024 / 1024);

/** The i18n key and values for a refused upload (contract `POST /api/photos.php` errors). */
function photoError(error: unknown): { key: string; values?: Record<string, number> } {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'photo_limit':
        return { key: 'steps.photo.photo_limit', values: { limit: Number(error.body.limit) || 3 } };
      case 'unsupported_image':
        return { key: 'steps.photo.unsupported_image' };
      case 'image_too_large': {
        const bytes = Number(error.body.max_bytes);
        return { key: 'steps.photo.image_too_large', values: { mb: bytes > 0 ? Math.round(bytes / 1024 / 1024) : MAX_MB } };
      }
      case 'invalid_image':
        return { key: 'steps.photo.invalid_image' };
    }
  }
  return { key: errorKey(error) };
}

/**
 * Sign-up step "photo" (spec §4): pick a picture (labelled file input), see a preview, upload it
 * raw to `POST /api/photos.php`. Type and size are checked on choosing; a refusal is shown under
 * the button. A failed upload keeps the chosen picture, so sending again retries it. Skip goes on
 * without a photo.
 */
export function PhotoStep({ onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // The preview's object URL is released when another picture is chosen or the step ends.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL?.(preview);
  }, [preview]);

  const choose = (chosen: File) => {
    setFile(chosen);
    setError(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null);
  };

  // A refused file replaces the chosen one: nothing is uploaded until a fitting picture is chosen.
  const refuse = (code: PhotoRefusal) => {
    setFile(null);
    setPreview(null);
    setError(t(`steps.photo.${code}`, { mb: MAX_MB }));
  };

  // After a failed upload the same picture is sent again; without a picture the refusal stays shown.
  const upload = async () => {
    if (!file) return setError((shown) => shown ?? t('steps.photo.choose_first'));
    setSending(true);
    try {
      await uploadPhoto(file);
      onNext();
    } catch (failure) {
      const { key, values } = photoError(failure);
      setError(t(key, values));
      setSending(false);
    }
  };

  return (
    <StepFrame title={t('steps.photo.title')} intro={t('steps.photo.intro')} onSubmit={upload} onSkip={() => onNext()} submitLabel={t('steps.photo.upload')} busy={sending}>
      <div className="d-flex flex-column flex-sm-row align-items-center gap-3">
        <div className="rounded-circle bg-body-secondary d-flex align-items-center justify-content-center overflow-hidden flex-shrink-0" style={{ width: 112, height: 112 }}>
          {preview ? (
            <img src={preview} alt={t('steps.photo.preview_alt')} width={112} height={112} className="object-fit-cover w-100 h-100" />
          ) : (
            <Camera size={40} className="text-body-secondary" />
          )}
        </div>
        <div className="w-100">
          <PhotoFileButton className={`btn ${error ? 'btn-outline-danger' : 'btn-outline-primary'}`} onChoose={choose} onRefuse={refuse} invalid={!!error} describedBy={error ? `${id}-error` : `${id}-hint`}>
            {t('steps.photo.file')}
          </PhotoFileButton>
          {error ? (
            <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
              {error}
            </div>
          ) : (
            <div id={`${id}-hint`} className="form-text">
              {t('steps.photo.file_hint', { mb: MAX_MB })}
            </div>
          )}
        </div>
      </div>
    </StepFrame>
  );
}
