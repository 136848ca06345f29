import { type Image, type Profile, ProfilePlaceholder, photoSrcSet, useSettings, useTranslation } from '@amora/shared';

/** Props of {@link ProfilePhoto}. */
export interface ProfilePhotoProps {
  name: string;
  image: Image | null;
  /** The profile's gender: the placeholder's silhouette when there is no image. */
  gender?: Profile['gender'];
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
 * Without an image: the shared silhouette placeholder by `gender`, labelled the same way.
 */
export function ProfilePhoto({ name, image, gender, variant = 'thumb', width, height, className = '', eager = false }: ProfilePhotoProps) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const alt = t('photo_alt', { name });
  if (!image) return <ProfilePlaceholder gender={gender} label={alt} className={`d-block ${className}`} />;
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
