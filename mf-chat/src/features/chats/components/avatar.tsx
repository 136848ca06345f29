import { type Profile, ProfilePlaceholder, useSettings, useTranslation } from '@amora/shared';

/**
 * A round profile photo (`settings.cdn_prefix + main_image.thumb_filename`), or the shared
 * silhouette by gender when the profile has no photo (`main_image: null`); both named "Photo of {name}".
 * @param size width and height in px.
 */
export function Avatar({ profile, size }: { profile: Pick<Profile, 'name' | 'main_image' | 'gender'>; size: number }) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const alt = t('profile.photo_alt', { name: profile.name });
  if (profile.main_image && settings) {
    return (
      <img
        src={settings.cdn_prefix + profile.main_image.thumb_filename}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        className="rounded-circle object-fit-cover flex-shrink-0"
      />
    );
  }
  return <ProfilePlaceholder gender={profile.gender} label={alt} className="rounded-circle flex-shrink-0" style={{ width: size, height: size }} />;
}
