/** Fixtures of mf-signup's tests that the shared test kit does not have (`@amora/shared/testing` has the rest). */
import type { User } from '@amora/shared';
import { makeProfile, makeUser } from '@amora/shared/testing';

/** A member who has just signed up: not confirmed, profile 80 disabled, nothing filled in; overridable. */
export function makeNewMember(over: Partial<User> = {}, profile: Partial<User['profile']> = {}): User {
  return makeUser({
    id: 8,
    email: 'ben@example.com',
    status: 'not_confirmed',
    profile: makeProfile({ id: 80, name: 'ben_b', gender: null, region: null, city: null, about: '', main_image: null, status: 'disabled', images_count: 0, ...profile }),
    ...over,
  });
}
