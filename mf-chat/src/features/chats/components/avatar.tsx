import { type Profile, useSettings, useTranslation } from '@amora/shared';

/**
 * A round profile photo (`settings.cdn_prefix + main_image.thumb_filename`), or a neutral
 * placeholder with the name's initial when the profile has no photo (`main_image: null`).
 * @param size width and height in px.
 */
export function Avatar({ profile, size }: { profile: Pick<Profile, 'name' | 'main_image'>; size: number }) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  if (profile.main_image && settings) {
    return (
      <img
        src={settings.cdn_prefix + profile.main_image.thumb_filename}
        alt={t('profile.photo_alt', { name: profile.name })}
        width={size}
        height={size}
        loading="lazy"
        className="rounded-circle object-fit-cover flex-shrink-0"
      />
    );
  }
  return (
    <span
      className="rounded-circle bg-secondary-subtle text-primary fw-semibold d-inline-flex align-items-center justify-content-center flex-shrink-0"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
      aria-hidden="true"
      data-avatar-placeholder
    >
      {([...profile.name][0] ?? '?').toUpperCase()}
    </span>
  );
}
