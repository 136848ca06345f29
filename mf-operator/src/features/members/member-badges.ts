import type { MemberDetail } from '@amora/contracts';

/** One badge of the member page's header: an i18n key (`member.badges.<kind>`), its values and its colour. */
export interface MemberBadge {
  kind: 'deleted' | 'banned_until' | 'banned_forever' | 'disabled' | 'not_confirmed' | 'active';
  date?: string;
  className: string;
}

/** Whether a ban runs at `now` (ms): set, and without an end or ending later (as the API's `bannedNow`). */
export function banRunning(account: MemberDetail['account'], now = Date.now()): boolean {
  return account.banned_at !== null && (account.ban_until === null || Date.parse(account.ban_until) > now);
}

/**
 * The states of a member as badges (issue 31), every one that applies: deleted (waiting for
 * erasure, since when), banned until a day / for good, profile disabled, not confirmed (the API's
 * status, which names it only when the member is neither deleted nor banned); none → active.
 */
export function memberBadges({ account, profile }: MemberDetail, now = Date.now()): MemberBadge[] {
  const badges: MemberBadge[] = [];
  if (account.deleted_at) badges.push({ kind: 'deleted', date: account.deleted_at, className: 'text-bg-secondary' });
  if (banRunning(account, now)) badges.push(account.ban_until ? { kind: 'banned_until', date: account.ban_until, className: 'text-bg-danger' } : { kind: 'banned_forever', className: 'text-bg-danger' });
  if (profile.status === 'disabled') badges.push({ kind: 'disabled', className: 'text-bg-warning' });
  if (account.status === 'not_confirmed') badges.push({ kind: 'not_confirmed', className: 'text-bg-secondary' });
  return badges.length > 0 ? badges : [{ kind: 'active', className: 'text-bg-success' }];
}
