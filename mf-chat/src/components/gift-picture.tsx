import { type Gift, useSettings } from '@amora/shared';

/**
 * A gift's picture (`settings.cdn_prefix + gift.image`, a 64×64 SVG). Decorative: the gift's
 * name is always written next to it, so the image has an empty alt.
 * @param size width and height in px.
 */
export function GiftPicture({ gift, size }: { gift: Gift; size: number }) {
  const settings = useSettings();
  return <img src={`${settings?.cdn_prefix ?? ''}${gift.image}`} alt="" width={size} height={size} className="flex-shrink-0" />;
}
