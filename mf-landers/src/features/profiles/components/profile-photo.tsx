import { type Profile, photoSrcSet, useSettings } from '@amora/shared';
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
 * cropped to the given box with `alt` = the member's name. A profile without `main_image` gets a
 * neutral placeholder of the same size with the name's initial.
 */
export function ProfilePhoto({ profile, width, height, variant = 'thumb', eager = false, priority = false, round = false, className = '', style }: ProfilePhotoProps) {
  const settings = useSettings();
  const shape = round ? 'rounded-circle' : 'rounded-3';
  const image = profile.main_image;
  if (!image) {
    return (
      <span
        role="img"
        aria-label={profile.name}
        className={`d-inline-flex align-items-center justify-content-center bg-secondary-subtle text-secondary-emphasis fw-semibold ${shape} ${className}`}
        style={{ width, height, fontSize: Math.round(Math.min(width, height) / 2.5), ...style }}
      >
        {profile.name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
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
