import { type Image, photoSrcSet, useSettings, useTranslation } from '@amora/shared';

/** Props of {@link ProfilePhoto}. */
export interface ProfilePhotoProps {
  name: string;
  image: Image | null;
  /** `thumb` (default) loads `thumb_filename`, `full` loads `filename`. */
  variant?: 'thumb' | 'full';
  /** Intrinsic size in CSS pixels, so the box is reserved before the image arrives. */
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}

/**
 * A member's photo filling its box (`settings.cdn_prefix + filename`, spec §3), alt "Photo of {name}".
 * Without an image: a neutral placeholder with the name's initial in a circle, labelled the same way.
 */
export function ProfilePhoto({ name, image, variant = 'thumb', width, height, className = '', eager = false }: ProfilePhotoProps) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const alt = t('photo_alt', { name });
  if (!image) {
    return (
      <span role="img" aria-label={alt} className={`d-flex align-items-center justify-content-center bg-secondary-subtle w-100 h-100 ${className}`}>
        <span
          className="d-flex align-items-center justify-content-center rounded-circle bg-primary text-white fw-semibold"
          style={{ width: '40%', aspectRatio: '1', fontSize: 'clamp(1.25rem, 6vw, 3rem)' }}
          aria-hidden="true"
        >
          {([...name][0] ?? '?').toUpperCase()}
        </span>
      </span>
    );
  }
  return (
    <img
      src={`${settings?.cdn_prefix ?? ''}${variant === 'full' ? image.filename : image.thumb_filename}`}
      srcSet={photoSrcSet(settings?.cdn_prefix ?? '', image)}
      sizes={`${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`object-fit-cover w-100 h-100 ${className}`}
    />
  );
}
