import { PHOTO_MAX_BYTES, useSettings, useTranslation } from '@amora/shared';
import { type ChangeEvent, useId } from 'react';

/** Types the API takes for photos (`PHOTO_CONTENT_TYPES`), and its size limit in bytes (10 MB). */
const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * "Send a photo" in the composer (issue 9 photos in chat; spec §3 `photo_credits`): a button-styled
 * label around a file input (the label text, with the cost in credits, names it). A chosen file
 * is handed to `onChoose` at once; one over 10 MB or of another type calls `onRefuse` with the
 * API's code (`image_too_large` / `unsupported_image`) instead, so the notice above the composer
 * says why and nothing is sent.
 */
export function PhotoAttach({ onChoose, onRefuse, disabled }: { onChoose: (file: File) => void; onRefuse: (code: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('chat');
  const credits = useSettings()?.photo_credits ?? 0;
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) onRefuse('unsupported_image');
    else if (file.size > PHOTO_MAX_BYTES) onRefuse('image_too_large');
    else onChoose(file);
  };
  return (
    <label htmlFor={id} className={`btn btn-outline-primary btn-sm mb-0 ${disabled ? 'disabled' : ''}`}>
      <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false" className="me-1 align-text-bottom">
        <path d="M10.5 8.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0" />
        <path d="M2 4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-1.17a2 2 0 0 1-1.41-.59l-.83-.82A2 2 0 0 0 9.17 2H6.83a2 2 0 0 0-1.41.59l-.83.82A2 2 0 0 1 3.17 4zm.5 2a.5.5 0 1 1 0-1 .5.5 0 0 1 0 1m9 2.5a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0" />
      </svg>
      {t('photo.open', { count: credits })}
      <input id={id} type="file" accept={ACCEPT} className="visually-hidden" onChange={onChange} disabled={disabled} />
    </label>
  );
}
