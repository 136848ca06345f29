import { type Kysely, sql } from 'kysely';

/** The gift catalogue (issue 9): key (localized by the frontends), CDN-relative image, order. */
export const GIFTS: readonly { key: string; image: string }[] = [
  'rose', 'heart', 'champagne', 'teddy', 'chocolate', 'ring', 'star', 'kiss',
].map((key) => ({ key, image: `gifts/${key}.svg` }));

/**
 * 006: chat messages (issue 9, spec §3 Conversation, §4 Chat, §6 Free member).
 * - `gifts`: the catalogue of `GET /api/gifts.php`, seeded here (it is product data, not demo
 *   data); the price is the site's `gift_credits`.
 * - `messages.kind` text | photo | gift: a gift message carries `gift_id`, a photo message
 *   `photo_filename` + `photo_status` (photo upload in chat comes later; the columns exist so
 *   the shape is settled). `text` stays not null ('' for a gift without words).
 * - `users.credits >= 0`: the last line of defence behind the conditional UPDATE that charges a
 *   message (repositories/messages.ts).
 * The unique index `messages_client_id_idx` (001) makes a client message id apply once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table gifts (
      id serial primary key,
      key text not null unique,
      image text not null,
      position integer not null default 0
    )`,
    sql`alter table messages
      add column kind text not null default 'text' check (kind in ('text', 'photo', 'gift')),
      add column gift_id integer references gifts(id),
      add column photo_filename text,
      add column photo_status text check (photo_status in ('active', 'pending', 'disabled'))`,
    sql`alter table messages add constraint messages_kind_fields check (
      (kind = 'gift') = (gift_id is not null) and (kind = 'photo') = (photo_filename is not null and photo_status is not null))`,
    sql`alter table users add constraint users_credits_nonnegative check (credits >= 0)`,
  ];
  for (const statement of statements) await statement.execute(db);
  let position = 0;
  for (const gift of GIFTS) {
    await sql`insert into gifts (key, image, position) values (${gift.key}, ${gift.image}, ${position++})`.execute(db);
  }
}

/** Reverts 006. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table users drop constraint if exists users_credits_nonnegative`,
    sql`alter table messages drop constraint if exists messages_kind_fields`,
    sql`alter table messages drop column if exists photo_status, drop column if exists photo_filename,
      drop column if exists gift_id, drop column if exists kind`,
    sql`drop table if exists gifts`,
  ];
  for (const statement of statements) await statement.execute(db);
}
