import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { timezoneForCountry } from '../geo/timezones.js';
import { hashPassword } from '../services/passwords.js';
import { DEMO_CHAT } from './phrases.js';
import { Random } from './random.js';

/** Demo logins on the `localhost` site (docs/design.md §4). */
export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_ANNA = 'anna@demo.amora.test';
export const DEMO_BEN = 'ben@demo.amora.test';

/** What the demo members see right after seeding (asserted by tests). */
export const DEMO_EXPECTED = {
  anna: { unreadMessages: 3, newLikes: 2, conversations: 6, likes: 6, likedBy: 5, matches: 2 },
  ben: { unreadMessages: 2, newLikes: 1, conversations: 4, likes: 5, likedBy: 4, matches: 2 },
} as const;

interface DemoAccount {
  email: string;
  name: string;
  gender: 'female' | 'male';
  dateOfBirth: string;
  country: string;
  region: string;
  city: string;
  about: string;
  credits: number;
  paidUser: boolean;
  signupDate: Date;
  photos: { filename: string; thumb_filename: string; premium: boolean }[];
}

type Line = { from: 'me' | 'them'; text: string };

function nth(items: readonly number[], index: number): number {
  const item = items[index];
  if (item === undefined) throw new Error(`demo seed: missing partner #${index + 1}`);
  return item;
}

/**
 * Creates anna (premium, 150 credits) and ben (free, 0 credits) with conversations, likes and
 * matches so their screens are not empty (see DEMO_EXPECTED). Partners are visible generated
 * profiles of the other gender, English-speaking countries first. Runs inside the seed
 * transaction (`trx`).
 */
export async function seedDemoMembers(
  trx: Kysely<DB>,
  siteId: number,
  avatars: { female: { filename: string; thumb_filename: string }[]; male: { filename: string; thumb_filename: string }[] },
): Promise<void> {
  const random = new Random(42);
  const now = Date.now();
  const hash = await hashPassword(DEMO_PASSWORD);
  const pickAvatar = (gender: 'female' | 'male', index: number) => {
    const pool = avatars[gender];
    const a = pool[index % pool.length];
    if (!a) throw new Error('empty avatar pool');
    return a;
  };

  const accounts: DemoAccount[] = [
    {
      email: DEMO_ANNA,
      name: 'Anna',
      gender: 'female',
      dateOfBirth: '1993-06-14',
      country: 'GB',
      region: 'GB-ENG',
      city: 'London',
      about: "Hi, I'm Anna! I love city trips, live music and long Sunday breakfasts. Looking for someone kind with a good sense of humour.",
      credits: 150,
      paidUser: true,
      signupDate: new Date(now - 120 * 86_400_000),
      photos: [
        { ...pickAvatar('female', 0), premium: false },
        { ...pickAvatar('female', 1), premium: false },
        { ...pickAvatar('female', 2), premium: true },
      ],
    },
    {
      email: DEMO_BEN,
      name: 'Ben',
      gender: 'male',
      dateOfBirth: '1990-03-02',
      country: 'NL',
      region: 'NL-NH',
      city: 'Amsterdam',
      about: "Hey, I'm Ben. Cyclist, amateur cook and board game fan. Up for a chat and a coffee by the canals.",
      credits: 0,
      paidUser: false,
      // A fresh sign-up, so the time bonus (spec §4, 4 hours after signup_date) can be tried right after seeding.
      signupDate: new Date(now - 30 * 60_000),
      photos: [{ ...pickAvatar('male', 0), premium: false }],
    },
  ];

  const ids: Record<string, { userId: number; profileId: number }> = {};
  for (const a of accounts) {
    const profile = await trx
      .insertInto('profiles')
      .values({
        name: a.name,
        gender: a.gender,
        date_of_birth: a.dateOfBirth,
        country: a.country,
        region: a.region,
        city: a.city,
        about: a.about,
        language: 'en',
        last_seen_at: new Date(now),
        created_at: a.signupDate,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const images = await trx
      .insertInto('images')
      .values(a.photos.map((p, position) => ({ profile_id: profile.id, ...p, position })))
      .returning('id')
      .execute();
    await trx.updateTable('profiles').set({ main_image_id: images[0]?.id ?? null }).where('id', '=', profile.id).execute();
    const user = await trx
      .insertInto('users')
      .values({
        site_id: siteId,
        profile_id: profile.id,
        email: a.email,
        password_hash: hash,
        status: 'active',
        credits: a.credits,
        paid_user: a.paidUser,
        signup_date: a.signupDate,
        language: 'en',
        timezone: timezoneForCountry(a.country),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[a.email] = { userId: user.id, profileId: profile.id };
  }
  const anna = ids[DEMO_ANNA]?.profileId;
  const ben = ids[DEMO_BEN]?.profileId;
  if (anna === undefined || ben === undefined) throw new Error('demo members missing');
  const demoProfiles: number[] = [anna, ben];

  async function partners(gender: 'female' | 'male', n: number): Promise<number[]> {
    const rows = await trx
      .selectFrom('profiles')
      .select('id')
      .where('gender', '=', gender)
      .where('invisible', '=', false)
      .where('status', '=', 'active')
      .where('deleted_at', 'is', null)
      .where('id', 'not in', demoProfiles)
      .orderBy(sql`(country in ('GB', 'IE', 'US'))`, 'desc')
      .orderBy('id')
      .limit(n)
      .execute();
    if (rows.length < n) throw new Error(`demo seed needs ${n} ${gender} profiles, found ${rows.length}; seed more profiles`);
    return rows.map((r) => r.id);
  }

  const names = new Map<number, string>();
  async function loadNames(ids: number[]): Promise<void> {
    const rows = await trx.selectFrom('profiles').select(['id', 'name']).where('id', 'in', ids).execute();
    for (const r of rows) names.set(r.id, r.name);
  }

  /** One conversation between `me` and `them`; the last `unreadForMe` lines from them are unread by me. */
  async function conversation(me: number, them: number, lines: Line[], unreadForMe: number, unreadForThem: number, hoursAgo: number) {
    const start = now - hoursAgo * 3_600_000;
    const conv = await trx
      .insertInto('conversations')
      .values({ created_at: new Date(start), updated_at: new Date(start) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const messages = await trx
      .insertInto('messages')
      .values(
        lines.map((l, i) => ({
          conversation_id: conv.id,
          sender_profile_id: l.from === 'me' ? me : them,
          // {name} is the recipient's first name.
          text: l.text.replace('{name}', names.get(l.from === 'me' ? them : me) ?? ''),
          created_at: new Date(start + i * 17 * 60_000),
        })),
      )
      .returning(['id', 'created_at'])
      .execute();
    const last = messages[messages.length - 1];
    await trx
      .updateTable('conversations')
      .set({ last_message_id: last?.id ?? null, updated_at: last?.created_at ?? new Date(start) })
      .where('id', '=', conv.id)
      .execute();
    await trx
      .insertInto('conversation_members')
      .values([
        { conversation_id: conv.id, profile_id: me, num_unread: unreadForMe },
        { conversation_id: conv.id, profile_id: them, num_unread: unreadForThem },
      ])
      .execute();
  }

  const chat = (pattern: ('me' | 'them')[]): Line[] =>
    pattern.map((from, i) => ({
      from,
      text: random.pick(i === 0 ? DEMO_CHAT.openers : i % 2 === 1 ? DEMO_CHAT.replies : DEMO_CHAT.followUps),
    }));

  async function like(liker: number, liked: number, likeNew: boolean, hoursAgo: number) {
    await trx
      .insertInto('likes')
      .values({ liker_profile_id: liker, liked_profile_id: liked, like_new: likeNew, created_at: new Date(now - hoursAgo * 3_600_000) })
      .onConflict((oc) => oc.columns(['liker_profile_id', 'liked_profile_id']).doNothing())
      .execute();
  }

  // Anna: 6 conversations (3 unread messages), likes 6, liked by 5 (2 new), 2 matches.
  const men = await partners('male', 13);
  const women = await partners('female', 9);
  await loadNames([anna, ben, ...men, ...women]);
  const m = (i: number) => nth(men, i - 1);
  const f = (i: number) => nth(women, i - 1);

  // Anna: 6 conversations (3 unread messages), likes 6, liked by 5 (2 new), 2 matches.
  await conversation(anna, m(1), chat(['them', 'me', 'them', 'them']), 2, 0, 2);
  await conversation(anna, m(2), chat(['them', 'me', 'them']), 1, 0, 5);
  await conversation(anna, m(3), chat(['them', 'me']), 0, 1, 26);
  await conversation(anna, m(4), chat(['me', 'them', 'me', 'them']), 0, 0, 50);
  await conversation(anna, m(5), chat(['them']), 0, 0, 120);
  await conversation(ben, anna, chat(['me', 'them']), 1, 0, 8);
  for (const [i, id] of [m(1), m(6), m(7), m(8), m(9), m(10)].entries()) await like(anna, id, true, 10 + i * 6);
  await like(m(6), anna, false, 30);
  await like(m(7), anna, false, 40);
  await like(m(11), anna, true, 1);
  await like(m(12), anna, true, 3);
  await like(m(13), anna, false, 72);

  // Ben: 4 conversations incl. anna (2 unread), likes 5, liked by 4 (1 new), 2 matches.
  await conversation(ben, f(1), chat(['them', 'me', 'them']), 1, 0, 3);
  await conversation(ben, f(2), chat(['me', 'them', 'me']), 0, 1, 20);
  await conversation(ben, f(3), chat(['me']), 0, 1, 60);
  for (const [i, id] of [f(1), f(4), f(5), f(6), f(7)].entries()) await like(ben, id, true, 12 + i * 5);
  await like(f(4), ben, false, 33);
  await like(f(5), ben, false, 44);
  await like(f(8), ben, true, 2);
  await like(f(9), ben, false, 90);
}
