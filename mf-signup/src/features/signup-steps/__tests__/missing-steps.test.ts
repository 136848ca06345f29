import { makeNewMember as makeUser } from './fixtures';
import { allSignupSteps, missingSteps, ownProfileOf } from '../missing-steps';
import type { OwnProfile } from '../types';

const image = { id: 1, filename: 'a.webp', thumb_filename: 'a-t.webp', status: 'pending' as const, premium: false };
const complete: Partial<OwnProfile> = { main_image: image, region_code: 'NL-UT', gender: 'female', looking_for: 'male', about: 'Hello' };
const profileWith = (extra: Partial<OwnProfile>) => ({ ...ownProfileOf(makeUser()), ...complete, ...extra }) as OwnProfile;

describe('sign-up steps to resume (spec §4)', () => {
  it('has all steps right after sign-up, push only when capable', () => {
    expect(allSignupSteps(true)).toEqual(['photo', 'location', 'personal', 'about', 'push', 'complete']);
    expect(allSignupSteps(false)).toEqual(['photo', 'location', 'personal', 'about', 'complete']);
  });

  it('resumes everything for an empty profile', () => {
    expect(missingSteps(makeUser(), ownProfileOf(makeUser()), true)).toEqual(['photo', 'location', 'personal', 'about', 'push', 'complete']);
  });

  it.each([
    ['no main image', { main_image: null }, ['photo']],
    ['no region', { region_code: null }, ['location']],
    ['no gender', { gender: null }, ['personal']],
    ['no looking_for', { looking_for: null }, ['personal']],
    ['an about of blanks', { about: '   ' }, ['about']],
  ] as const)('%s → %s', (_label, extra, steps) => {
    expect(missingSteps(makeUser({ push_subscribed: true }), profileWith(extra), true)).toEqual([...steps, 'complete']);
  });

  it('asks for push only when not subscribed and capable', () => {
    expect(missingSteps(makeUser({ push_subscribed: false }), profileWith({}), true)).toEqual(['push', 'complete']);
    expect(missingSteps(makeUser({ push_subscribed: false }), profileWith({}), false)).toEqual(['complete']);
    expect(missingSteps(makeUser({ push_subscribed: true }), profileWith({}), true)).toEqual(['complete']);
  });
});
