import { type Settings, type User, pushState } from '@amora/shared';
import type { OwnProfile, SignupStep } from './types';

/**
 * Whether the push step applies (spec §4 "Push: capable or not"): the site has a VAPID key and the
 * browser supports push without having denied it.
 */
export function pushCapable(settings: Settings | null): boolean {
  const state = pushState();
  return !!settings?.push_public_key && (state === 'unknown' || state === 'granted');
}

/** The steps right after a new account (spec §4): all of them, the push step only when capable. */
export function allSignupSteps(canPush: boolean): SignupStep[] {
  return ['photo', 'location', 'personal', 'about', ...(canPush ? (['push'] as const) : []), 'complete'];
}

/**
 * The steps a member still has to do (`/complete-signup`, spec §4), in order, always ending with
 * `complete`: no main photo → photo; no region → location; gender or looking_for missing → personal;
 * empty about → about; not subscribed to push while capable → push.
 * @param profile the own profile (with `looking_for`), or the member's public profile when it could not be loaded.
 */
export function missingSteps(user: User, profile: OwnProfile, canPush: boolean): SignupStep[] {
  const steps: SignupStep[] = [];
  if (!(profile.main_image ?? user.profile.main_image)) steps.push('photo');
  if (!profile.region_code) steps.push('location');
  if (!profile.gender || !profile.looking_for) steps.push('personal');
  if (!profile.about?.trim()) steps.push('about');
  if (!user.push_subscribed && canPush) steps.push('push');
  steps.push('complete');
  return steps;
}

/** The member's profile from the bus as an {@link OwnProfile} (the API's User.profile carries `region_code`; `looking_for` is unknown there). */
export function ownProfileOf(user: User): OwnProfile {
  const extra = user.profile as Partial<OwnProfile>;
  return { ...user.profile, region_code: extra.region_code ?? null, looking_for: extra.looking_for };
}
