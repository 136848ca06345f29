import type { ComponentType } from 'react';
import { AloneTonight } from './alonetonight';
import { CollageLanding } from './collagelanding';
import { Gallery } from './gallery';
import { IconsLanding } from './iconslanding';
import { MapLanding } from './maplanding';
import { SocialNetwork } from './socialnetwork';
import { TinderSwipe } from './tinderswipe';
import { TransitionsVideoLanding } from './transitionsvideolanding';
import type { LanderProps } from './types';
import { Video } from './video';

/** Lander variants by URL segment (`/landers/{variant}`, spec §2); `tinderswipe` is the only one without a slug. */
export const LANDER_VARIANTS: Readonly<Record<string, ComponentType<LanderProps>>> = {
  alonetonight: AloneTonight,
  collagelanding: CollageLanding,
  gallery: Gallery,
  iconslanding: IconsLanding,
  maplanding: MapLanding,
  socialnetwork: SocialNetwork,
  tinderswipe: TinderSwipe,
  transitionsvideolanding: TransitionsVideoLanding,
  video: Video,
};

/** The variant component for a URL, or null when the variant is unknown (or `tinderswipe` got a slug it does not take). */
export function landerFor(variant: string | undefined, slug: string | undefined): ComponentType<LanderProps> | null {
  if (!variant || !Object.hasOwn(LANDER_VARIANTS, variant)) return null;
  if (variant === 'tinderswipe' && slug !== undefined) return null;
  return LANDER_VARIANTS[variant] ?? null;
}
