import { type ChangeEvent, type ReactNode, useId } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../api';

/** Why a chosen file is not taken: the codes the API answers for the same file (`POST /api/photos.php`). */
export type PhotoRefusal = 'unsupported_image' | 'image_too_large';

export interface PhotoFileButtonProps {
  /** The button's visible text (and icon): its accessible name, in the site's language. */
  children: ReactNode;
  /** A JPEG, PNG or WebP file of at most `PHOTO_MAX_BYTES` bytes (10 MB). */
  onChoose: (file: File) => void;
  /** Another type or a larger file, with the API's code for it; nothing is sent. */
  onRefuse: (code: PhotoRefusal) => void;
  disabled?: boolean;
  /** Bootstrap button classes (default `btn btn-outline-primary`). */
  className?: string;
  /** Ids of the hint or error that describe the input (`aria-describedby`). */
  describedBy?: string;
  /** Marks the input invalid while a refusal is shown. */
  invalid?: boolean;
}

/**
 * A photo picker as a button (chat photos of issue 9, the sign-up photo step of spec §4, the
 * profile's photos of spec §5): a button-styled label around a hidden file input, so it reads in
 * the site's language where a bare input says "Choose File" in the browser's, and keyboard focus
 * shows on the label (theme rule `:has(> input[type=file]:focus-visible)`). The type and size are
 * checked as the API checks them, before any upload; the input is emptied after each choice, so
 * the same file can be chosen again after a refusal or a failed upload.
 */
export function PhotoFileButton({ children, onChoose, onRefuse, disabled, className = 'btn btn-outline-primary', describedBy, invalid }: PhotoFileButtonProps) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) onRefuse('unsupported_image');
    else if (file.size > PHOTO_MAX_BYTES) onRefuse('image_too_large');
    else onChoose(file);
  };
  return (
    <label htmlFor={id} className={`${className}${disabled ? ' disabled' : ''}`}>
      {children}
      <input
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="visually-hidden"
        onChange={onChange}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
      />
    </label>
  );
}
