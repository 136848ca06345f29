import { PhotoFileButton, type PhotoRefusal, useSettings, useTranslation } from '@amora/shared';

/**
 * "Send a photo" in the composer (issue 9 photos in chat; spec §3 `photo_credits`): the shared
 * photo button, its text (with the cost in credits) naming it. A chosen file is handed to
 * `onChoose` at once; one over 10 MB or of another type calls `onRefuse` with the API's code
 * (`image_too_large` / `unsupported_image`) instead, so the notice above the composer says why
 * and nothing is sent.
 */
export function PhotoAttach({ onChoose, onRefuse, disabled }: { onChoose: (file: File) => void; onRefuse: (code: PhotoRefusal) => void; disabled?: boolean }) {
  const { t } = useTranslation('chat');
  const credits = useSettings()?.photo_credits ?? 0;
  return (
    <PhotoFileButton className="btn btn-outline-primary btn-sm mb-0" onChoose={onChoose} onRefuse={onRefuse} disabled={disabled}>
      <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false" className="me-1 align-text-bottom">
        <path d="M10.5 8.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0" />
        <path d="M2 4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-1.17a2 2 0 0 1-1.41-.59l-.83-.82A2 2 0 0 0 9.17 2H6.83a2 2 0 0 0-1.41.59l-.83.82A2 2 0 0 1 3.17 4zm.5 2a.5.5 0 1 1 0-1 .5.5 0 0 1 0 1m9 2.5a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0" />
      </svg>
      {t('photo.open', { count: credits })}
    </PhotoFileButton>
  );
}
