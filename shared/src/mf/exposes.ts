/**
 * The props of every module a remote exposes to another part of the site (docs/design.md §1), declared
 * once: the exposing remote types its component with them and `loadRemoteModule` returns them
 * typed by module id, so host and remote cannot drift apart.
 */
import type { ComponentType } from 'react';
import type { Profile } from '../types';

/** `mf_signup/signup-form`: the sign-up form the shell's modal renders (spec §2, §4). */
export interface SignupFormProps {
  /** The partner's profile id when signing up from a member's page (spec §1). */
  profile?: number;
  /** A first message to that partner (`signup_message`, spec §3). */
  message?: string;
  /** `true` once the member starts typing, `false` when the steps reach the complete step: the modal may not close meanwhile (spec §4). */
  onProgress: (inProgress: boolean) => void;
  /** Called by the Close button of the complete step. */
  onDone: () => void;
  /** Called before one of the form's links leaves the form; defaults to `onDone` (the modal closes). */
  onLeave?: () => void;
}

/**
 * `mf_likes/match-modal`: the full-screen match modal (spec §2): the matched member and what to do
 * when it closes. Without `profile` the modal asks `GET /api/auto-like.php` for the match to
 * announce (one made while the member was away, spec §7) and closes when there is none.
 */
export interface MatchModalProps {
  profile?: Profile;
  onClose: () => void;
}

/** `mf_likes/like-modal`: the like modal of the URL's `t` (spec §4); it closes itself when there is nobody to propose. */
export interface LikeModalProps {
  onClose: () => void;
}

/** `mf_members/profile-view`: the profile screen of `/members/{id}`, also used by `/likes/m/{id}` (spec §2). */
export interface ProfileViewProps {
  /** The profile id (`GET /api/profile.php?id=`). */
  profileId: number;
}

/** Every exposed module another part of the site loads, by id → its module shape. */
export interface ExposedModules {
  'mf_signup/signup-form': { default: ComponentType<SignupFormProps> };
  'mf_likes/match-modal': { default: ComponentType<MatchModalProps> };
  'mf_likes/like-modal': { default: ComponentType<LikeModalProps> };
  'mf_members/profile-view': { default: ComponentType<ProfileViewProps> };
}
