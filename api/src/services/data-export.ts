import path from 'node:path';
import { zipSync } from 'fflate';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { readObject, type Storage } from './storage/storage.js';

/** One file of the archive: its path inside the zip and its bytes. */
interface ArchiveFile {
  name: string;
  data: Uint8Array;
}

const README = `Your data at Amora (GDPR Art. 15 and 20)

account.json        your account: e-mail, language, time zone, sign-up date and tracking values,
                    credits, premium status, notification settings and consents, sessions,
                    push subscriptions
profile.json        your profile: name, gender, date of birth, place, about text, interests
photos.json         your profile photos (the files are in photos/) and their review state
messages.json       every conversation you are in, with every message you sent or received;
                    the photos you sent are in chat-photos/
likes.json          likes you gave and received, swipe-game decisions
notes.json          your private notes on other profiles
blocks.json         profiles you blocked
reports.json        profiles you reported
discount-codes.json discount codes given to you
payments.json       your credit purchases
complaints.json     messages you sent to customer service
staff-actions.json  what our staff did on your account: the action, when, and the reason given

Times are ISO 8601 in UTC. Other members appear by profile id and name only.
`;

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const json = (value: unknown): Uint8Array => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Everything Amora holds about one member (issue 16 GDPR, Art. 15/20), as the files of a zip
 * archive: README.txt, one JSON file per kind of data (see README above) and the member's own
 * photo files (profile photos, sent chat photos) read from the media store (issue 33: local
 * directory or bucket). Missing photo files are listed but skipped. Returns null for an unknown account.
 */
export async function exportMemberData(db: Kysely<DB>, userId: number, storage: Storage): Promise<Uint8Array | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const me = user.profile_id;
  const [profile, interests, images, sessions, pushes, conversations, likesGiven, likesReceived, swipes, notes, blocks, reports, codes, complaints, staffActions] = await Promise.all([
    db
      .selectFrom('profiles')
      .select(['id', 'name', 'gender', 'looking_for', sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'), 'country', 'region', 'city', 'lat', 'lon', 'about', 'language', 'invisible', 'created_at', 'last_seen_at'])
      .where('id', '=', me)
      .executeTakeFirst(),
    db.selectFrom('profile_interests as pi').innerJoin('interests as i', 'i.id', 'pi.interest_id').select('i.key').where('pi.profile_id', '=', me).execute(),
    db.selectFrom('images').select(['id', 'filename', 'status', 'premium', 'position', 'created_at']).where('profile_id', '=', me).orderBy('position').execute(),
    db.selectFrom('sessions').select(['id', 'created_at', 'last_seen_at', 'expires_at', 'user_agent', 'ip']).where('user_id', '=', userId).execute(),
    db.selectFrom('push_subscriptions').select(['endpoint', 'created_at']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('conversation_members as cm')
      .innerJoin('conversation_members as other', (j) => j.onRef('other.conversation_id', '=', 'cm.conversation_id').onRef('other.profile_id', '<>', 'cm.profile_id'))
      .innerJoin('profiles as p', 'p.id', 'other.profile_id')
      .select(['cm.conversation_id', 'p.id as partner_id', 'p.name as partner_name', 'cm.deleted_at'])
      .where('cm.profile_id', '=', me)
      .execute(),
    db.selectFrom('likes as l').innerJoin('profiles as p', 'p.id', 'l.liked_profile_id').select(['p.id', 'p.name', 'l.created_at']).where('l.liker_profile_id', '=', me).execute(),
    db.selectFrom('likes as l').innerJoin('profiles as p', 'p.id', 'l.liker_profile_id').select(['p.id', 'p.name', 'l.created_at']).where('l.liked_profile_id', '=', me).execute(),
    db.selectFrom('swipes').select(['target_profile_id', 'liked', 'created_at']).where('profile_id', '=', me).execute(),
    db.selectFrom('profile_notes').select(['profile_id', 'text', 'updated_at']).where('author_profile_id', '=', me).execute(),
    db.selectFrom('blocks').select(['blocked_profile_id', 'created_at']).where('blocker_profile_id', '=', me).execute(),
    db.selectFrom('reports').select(['reported_profile_id', 'reason', 'message', 'created_at']).where('reporter_profile_id', '=', me).execute(),
    db.selectFrom('discount_codes').select(['code', 'value_percentage', 'currency', 'minimum_order_value', 'status', 'expires_at', 'used_at', 'created_at']).where('user_id', '=', userId).execute(),
    db.selectFrom('complaints').select(['subject', 'message', 'email', 'created_at']).where('user_id', '=', userId).execute(),
    // Issue 31: the operators' actions on the account, never who did it or from where.
    db.selectFrom('audit_log').select(['action', 'reason', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  const ids = conversations.map((c) => c.conversation_id);
  const messages = ids.length
    ? await db
        .selectFrom('messages as m')
        .leftJoin('gifts as g', 'g.id', 'm.gift_id')
        .select(['m.id', 'm.conversation_id', 'm.sender_profile_id', 'm.kind', 'm.text', 'g.key as gift', 'm.photo_filename', 'm.photo_status', 'm.created_at'])
        .where('m.conversation_id', 'in', ids)
        .orderBy('m.id')
        .execute()
    : [];

  const files: ArchiveFile[] = [{ name: 'README.txt', data: new TextEncoder().encode(README) }];
  const addPhoto = async (folder: string, filename: string): Promise<string | null> => {
    // A missing file is skipped; a store that fails fails the export (no silently incomplete archive).
    const data = await readObject(storage, filename);
    if (!data) return null;
    const name = `${folder}/${path.basename(filename)}`;
    files.push({ name, data });
    return name;
  };

  files.push({
    name: 'account.json',
    data: json({
      email: user.email,
      language: user.language,
      timezone: user.timezone,
      status: user.status,
      signup_date: iso(user.signup_date),
      credits: user.credits,
      paid_user: user.paid_user,
      tracking: { network: user.network, ref: user.ref, sub1: user.sub1, sub2: user.sub2, sub3: user.sub3 },
      consents: {
        terms_and_privacy_accepted_at: iso(user.signup_date),
        notification_settings: user.notification_settings,
        notifications_disabled: user.notifications_disabled,
        alerts_dismissed: user.alerts_dismissed,
      },
      sessions: sessions.map((s) => ({ ...s, created_at: iso(s.created_at), last_seen_at: iso(s.last_seen_at), expires_at: iso(s.expires_at) })),
      push_subscriptions: pushes.map((p) => ({ endpoint: p.endpoint, created_at: iso(p.created_at) })),
    }),
  });
  files.push({ name: 'profile.json', data: json({ ...profile, created_at: iso(profile?.created_at), last_seen_at: iso(profile?.last_seen_at), interests: interests.map((i) => i.key) }) });
  const photoList = [];
  for (const image of images) photoList.push({ id: image.id, file: await addPhoto('photos', image.filename), status: image.status, premium: image.premium, position: image.position, created_at: iso(image.created_at) });
  files.push({ name: 'photos.json', data: json(photoList) });
  const conversationList = [];
  for (const c of conversations) {
    const thread = [];
    for (const m of messages.filter((x) => x.conversation_id === c.conversation_id)) {
      const mine = m.sender_profile_id === me;
      const photo = m.photo_filename ? (mine ? await addPhoto('chat-photos', m.photo_filename) : path.basename(m.photo_filename)) : null;
      thread.push({ id: m.id, from: mine ? 'me' : c.partner_name, kind: m.kind, text: m.text, gift: m.gift, photo, photo_status: m.photo_status, created_at: iso(m.created_at) });
    }
    conversationList.push({ id: c.conversation_id, with: { profile_id: c.partner_id, name: c.partner_name }, removed_from_my_list_at: iso(c.deleted_at), messages: thread });
  }
  files.push({ name: 'messages.json', data: json(conversationList) });
  const who = (l: { id: number; name: string; created_at: Date }) => ({ profile_id: l.id, name: l.name, created_at: iso(l.created_at) });
  files.push({ name: 'likes.json', data: json({ given: likesGiven.map(who), received: likesReceived.map(who), swipes: swipes.map((s) => ({ ...s, created_at: iso(s.created_at) })) }) });
  files.push({ name: 'notes.json', data: json(notes.map((n) => ({ ...n, updated_at: iso(n.updated_at) }))) });
  files.push({ name: 'blocks.json', data: json(blocks.map((b) => ({ ...b, created_at: iso(b.created_at) }))) });
  files.push({ name: 'reports.json', data: json(reports.map((r) => ({ ...r, created_at: iso(r.created_at) }))) });
  files.push({ name: 'discount-codes.json', data: json(codes.map((d) => ({ ...d, expires_at: iso(d.expires_at), used_at: iso(d.used_at), created_at: iso(d.created_at) }))) });
  // Credit purchases arrive with the payments of issue 11; the file is there so the archive's shape does not change then.
  files.push({ name: 'payments.json', data: json([]) });
  files.push({ name: 'complaints.json', data: json(complaints.map((c) => ({ ...c, created_at: iso(c.created_at) }))) });
  files.push({ name: 'staff-actions.json', data: json(staffActions.map((a) => ({ action: a.action, by: 'staff', reason: a.reason, created_at: iso(a.created_at) }))) });

  return zipSync(Object.fromEntries(files.map((f) => [f.name, [f.data, { level: f.name.endsWith('.json') || f.name.endsWith('.txt') ? 6 : 0 }]])), { mtime: new Date() });
}
