import { type Profile, ProfilePlaceholder, photoSrcSet, useSettings } from '@amora/shared';
import type { CSSProperties } from 'react';

/** Props of {@link ProfilePhoto}; sizes in CSS pixels. */
export interface ProfilePhotoProps {
  profile: Profile;
  /** Rendered size in CSS pixels; also the `width`/`height` attributes so nothing shifts while loading. */
  width: number;
  height: number;
  /** `thumb` (default) for small tiles, `full` for large ones. */
  variant?: 'thumb' | 'full';
  /** Eager only for images visible at first paint; everything else loads lazily. */
  eager?: boolean;
  /** The page's largest image (LCP): fetched first (`fetchpriority="high"`), implies `eager`. */
  priority?: boolean;
  round?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A profile's main picture (`settings.cdn_prefix + main_image.thumb_filename|filename`, spec §3),
 * cropped to the given box with `alt` = the member's name. A profile without `main_image` gets the
 * shared silhouette by gender, of the same size and named the same.
 */
export function ProfilePhoto({ profile, width, height, variant = 'thumb', eager = false, priority = false, round = false, className = '', style }: ProfilePhotoProps) {
  const settings = useSettings();
  const shape = round ? 'rounded-circle' : 'rounded-3';
  const image = profile.main_image;
  if (!image) return <ProfilePlaceholder gender={profile.gender} label={profile.name} className={`${shape} ${className}`} style={{ width, height, ...style }} />;
  return (
    <img
      src={`${settings?.cdn_prefix ?? ''}${variant === 'full' ? image.filename : image.thumb_filename}`}
      srcSet={photoSrcSet(settings?.cdn_prefix ?? '', image)}
      sizes={`${width}px`}
      alt={profile.name}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`${shape} ${className}`}
      style={{ objectFit: 'cover', ...style }}
    />
  );
}
