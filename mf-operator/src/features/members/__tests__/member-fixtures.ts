/** Fixtures of the member look-up's tests, in the contract's shapes (`memberHit`, `memberDetailResponse`). */
import type { MemberDetail, MemberHit } from '@amora/contracts';

/** A hit of `GET /api/operator/members.php`. */
export const makeHit = (over: Partial<MemberHit> = {}): MemberHit => ({
  user_id: 12,
  profile_id: 40,
  name: 'Anna',
  email: 'anna@demo.amora.test',
  site: 'demo.amora.test',
  status: 'active',
  banned_until: null,
  created_at: '2026-03-02T10:00:00Z',
  main_thumb_url: 'https://cdn.amora.test/t/anna.jpg',
  ...over,
});

type Payment = MemberDetail['payments'][number];

/** A completed, refundable payment of € 19.99 for 100 credits. */
export const makePayment = (over: Partial<Payment> = {}): Payment => ({
  id: 77,
  created_at: '2026-11-20T08:00:00Z',
  bundle_id: 2,
  credits: 100,
  amount_cents: 1999,
  currency: 'EUR',
  method: 'card',
  status: 'completed',
  provider: 'mollie',
  provider_ref: 'tr_WDqYK6vllg',
  completed_at: '2026-11-20T08:01:00Z',
  refunded_at: null,
  refunded_credits: null,
  refundable: true,
  ...over,
});

/** `GET /api/operator/member.php?id=12`: Anna, 31, from the Netherlands, with one of everything. */
export function makeMember(over: { account?: Partial<MemberDetail['account']>; profile?: Partial<MemberDetail['profile']> } & Partial<Omit<MemberDetail, 'account' | 'profile'>> = {}): MemberDetail {
  const { account, profile, ...rest } = over;
  return {
    account: {
      user_id: 12,
      profile_id: 40,
      email: 'anna@demo.amora.test',
      site: 'demo.amora.test',
      language: 'nl',
      status: 'active',
      signup_date: '2026-03-02T10:00:00Z',
      credits: 250,
      paid_user: true,
      deleted_at: null,
      banned_at: null,
      ban_until: null,
      ban_reason: null,
      notifications_disabled: ['bounce'],
      ...account,
    },
    profile: { id: 40, name: 'Anna', age: 31, gender: 'female', country: 'NL', city: 'Utrecht', status: 'active', about: 'Likes long walks.', ...profile },
    photos: [
      { id: 5, status: 'active', premium: false, position: 0, main: true, url: 'https://cdn.amora.test/p/5.jpg', thumb_url: 'https://cdn.amora.test/t/5.jpg', created_at: '2026-03-02T10:05:00Z' },
      { id: 6, status: 'pending', premium: true, position: 1, main: false, url: 'https://cdn.amora.test/p/6.jpg', thumb_url: 'https://cdn.amora.test/t/6.jpg', created_at: '2026-03-03T10:05:00Z' },
    ],
    sessions: [{ id: 9, created_at: '2026-11-26T07:00:00Z', last_seen_at: '2026-11-27T09:30:00Z', user_agent: 'Mozilla/5.0', browser: 'Firefox', os: 'Linux', ip: '203.0.113.9', current: false }],
    login_failures: [{ source: '198.51.100.4', failures: 3, since: '2026-11-27T06:00:00Z', blocked_until: null }],
    payments: [makePayment(), makePayment({ id: 70, amount_cents: 999, credits: 40, status: 'refunded', refundable: false, refunded_at: '2026-10-02T09:00:00Z', refunded_credits: 40, provider: 'stripe', provider_ref: 'pi_3OldStripe' })],
    notes: [{ id: 3, text: 'Called about a double charge.', created_at: '2026-11-25T14:00:00Z', operator_email: 'sam@staff.amora.test' }],
    audit: [
      {
        id: 101,
        created_at: '2026-11-25T14:00:00Z',
        operator_id: 4,
        actor: 'sam@staff.amora.test',
        role: 'support',
        site: 'demo.amora.test',
        action: 'member.note',
        target_type: 'staff_note',
        target_id: '3',
        user_id: 12,
        before: null,
        after: { text: 'Called about a double charge.' },
        reason: null,
        ip: '192.0.2.1',
      },
    ],
    ...rest,
  };
}
