import type { ChatConversation, ChatMessage, Gift, Profile, ReplyBlockedReason } from '@amora/contracts';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { ApiError, blocked, databaseRefusal, notFound } from '../errors.js';
import type { LivePublisher } from '../services/live-events.js';
import { Batcher } from '../services/batcher.js';
import { NOTIFICATION_QUEUE } from '../services/notification-queue.js';
import type { ChatsRepository } from './chats.js';
import { bannedNow } from './member-visibility.js';
import { profileQuery, toProfile } from './profiles.js';

/**
 * The chat's numbers (spec §9 "Free: up to 2 conversations" = `FREE_CONVERSATIONS` of
 * shared/src/constants; the page sizes are project decisions, docs/product.md "Chat API").
 */
export const CHAT_RULES = {
  /** Conversations a free member (not `paid_user`) may start; replies are not starts. */
  freeConversations: 2,
  /** Messages per page of `GET /api/chat.php`, by default and at most. */
  pageSize: 30,
  maxPageSize: 100,
} as const;

/** A chat photo the operator reviewed: its message, conversation and sender. */
export interface ReviewedChatPhoto {
  id: number;
  conversation_id: number;
  sender_profile_id: number;
}

/** What one member may see of and do with another one (his partner in a conversation). */
interface PartnerState {
  /** The partner's profile is gone (deleted, banned, or never existed). */
  gone: boolean;
  blocksMe: boolean;
  blockedByMe: boolean;
  /** The partner's account has not confirmed its e-mail yet (`users.status` not_confirmed). */
  unconfirmed: boolean;
  /** Invisible or disabled profile (spec §4 "Invisible mode hides the member from … messaging"). */
  hidden: boolean;
}

/** What `send` stores: who writes to which conversation or profile, the message, its cost in credits. */
interface SendInput {
  senderProfileId: number;
  senderUserId: number;
  to: { conversation: number } | { profile: number };
  clientMessageId: string;
  kind: 'text' | 'gift' | 'photo';
  text: string;
  giftId: number | null;
  /** A photo message's stored file (relative to the media directory), pending review. */
  photoFilename?: string | null;
  cost: number;
}

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Messages of conversations (issue 9, spec §3 Conversation, §4 Chat, docs/design.md §7): one page of
 * a conversation, sending (credits charged in the transaction that stores the message, a client
 * message id applied once), read marks. Lists of conversations stay in chats.ts; every write
 * here invalidates them there. The writes take the live stream's publisher (`app.live`) and
 * publish their events last in the transaction that stores the change (docs/architecture.md
 * "Who publishes what"); without one they publish nothing (seeds, scripts).
 */
export function createMessagesRepository(db: Kysely<DB>, chats: ChatsRepository) {
  /** The sends of this process, committed in batches when they come together (`send`). */
  const sendBatches = new Batcher<SendInput & { publish: boolean }, SendOutcome>(
    async (sends) => {
      const json = JSON.stringify(
        sends.map((input) => ({
          sender_user: input.senderUserId, sender_profile: input.senderProfileId,
          conversation: 'conversation' in input.to ? input.to.conversation : null, profile: 'profile' in input.to ? input.to.profile : null,
          client_message_id: input.clientMessageId, kind: input.kind, text: input.text, gift: input.giftId,
          photo: input.photoFilename ?? null, cost: input.cost, publish: input.publish,
        })),
      );
      const { rows } = await sql<{ results: SendOutcome[] }>`select amora_send_messages(${json}::jsonb,
        ${CHAT_RULES.freeConversations}::int, ${NOTIFICATION_QUEUE.messageDelayS}::int) as results`.execute(db);
      return rows[0]?.results ?? [];
    },
    SEND_BATCHES,
  );

  async function partnerState(q: Db, me: number, other: number): Promise<PartnerState> {
    const row = await q
      .selectFrom('profiles as p')
      .leftJoin('users as u', 'u.profile_id', 'p.id')
      .select([
        'p.deleted_at',
        'p.invisible',
        'p.status',
        'u.status as user_status',
        sql<boolean>`coalesce(${bannedNow('u')}, false)`.as('banned'),
        sql<boolean>`exists (select 1 from blocks b where b.blocker_profile_id = p.id and b.blocked_profile_id = ${me})`.as('blocks_me'),
        sql<boolean>`exists (select 1 from blocks b where b.blocker_profile_id = ${me} and b.blocked_profile_id = p.id)`.as('blocked_by_me'),
      ])
      .where('p.id', '=', other)
      .executeTakeFirst();
    // A banned partner is gone as a deleted one is: the conversation is no longer available (issue 31).
    if (!row || row.deleted_at !== null || row.banned || other === me) {
      return { gone: true, blocksMe: false, blockedByMe: false, unconfirmed: false, hidden: true };
    }
    return {
      gone: false,
      blocksMe: row.blocks_me,
      blockedByMe: row.blocked_by_me,
      unconfirmed: row.user_status === 'not_confirmed',
      hidden: row.invisible || row.status !== 'active',
    };
  }

  /** Why the member cannot write to this partner, or null (the order is the order of the checks of send). */
  function replyBlockedReason(s: PartnerState): ReplyBlockedReason | null {
    if (s.blocksMe || s.blockedByMe) return 'blocked';
    if (s.unconfirmed) return 'partner_unconfirmed';
    if (s.hidden || s.gone) return 'invisible';
    return null;
  }

  /** The conversation of two members (at most one per pair: created under the pair's lock), including one `me` removed. */
  async function conversationOfPair(q: Db, me: number, other: number) {
    return q
      .selectFrom('conversation_members as mine')
      .innerJoin('conversation_members as theirs', (join) =>
        join.onRef('theirs.conversation_id', '=', 'mine.conversation_id').on('theirs.profile_id', '=', other),
      )
      .select(['mine.conversation_id as id', 'mine.num_unread', 'mine.deleted_at'])
      .where('mine.profile_id', '=', me)
      .orderBy('mine.conversation_id')
      .executeTakeFirst();
  }

  /** The member's conversation `conversationId` (not removed by him) and the partner's profile id, or undefined. */
  async function ownConversation(q: Db, me: number, conversationId: number) {
    return q
      .selectFrom('conversation_members as mine')
      .innerJoin('conversation_members as theirs', (join) =>
        join.onRef('theirs.conversation_id', '=', 'mine.conversation_id').onRef('theirs.profile_id', '<>', 'mine.profile_id'),
      )
      .select(['mine.conversation_id as id', 'mine.num_unread', 'theirs.profile_id as partner'])
      .where('mine.conversation_id', '=', conversationId)
      .where('mine.profile_id', '=', me)
      .where('mine.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** A message row as the API shows it: the message (`m`) and its gift (`g`, left-joined); read by {@link messageQuery} and by the send that stores it. */
  const MESSAGE_COLUMNS = [
    'm.id',
    'm.conversation_id',
    'm.sender_profile_id',
    'm.client_message_id',
    'm.kind',
    'm.text',
    'm.photo_filename',
    'm.photo_status',
    'm.created_at',
    'g.id as gift_id',
    'g.key as gift_key',
    'g.image as gift_image',
  ] as const;

  function messageQuery(q: Db) {
    return q
      .selectFrom('messages as m')
      .leftJoin('gifts as g', 'g.id', 'm.gift_id')
      .select(MESSAGE_COLUMNS);
  }

  type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>>;

  /** Maps a row of {@link messageQuery} to the API's ChatMessage as `reader` sees it. */
  function toMessage(row: MessageRow, reader: number): ChatMessage {
    const fromMe = row.sender_profile_id === reader;
    const message: ChatMessage = {
      id: row.id,
      conversation_id: row.conversation_id,
      // The idempotency key is the sender's business only.
      client_message_id: fromMe ? row.client_message_id : null,
      from_me: fromMe,
      kind: row.kind,
      text: row.text,
      created_at: row.created_at.toISOString(),
    };
    if (row.kind === 'photo' && row.photo_filename !== null && row.photo_status !== null) {
      // The recipient sees the file only once the operator approved it (spec §5).
      const visible = fromMe || row.photo_status === 'active';
      message.photo = { filename: visible ? row.photo_filename : null, status: row.photo_status };
    }
    if (row.kind === 'gift' && row.gift_id !== null && row.gift_key !== null && row.gift_image !== null) {
      message.gift = { id: row.gift_id, key: row.gift_key, image: row.gift_image };
    }
    return message;
  }

  async function profileOf(id: number): Promise<Profile> {
    const row = await profileQuery(db).where('p.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Profile not found.');
    return toProfile(row);
  }

  async function page(conversationId: number, reader: number, before: number | undefined, limit: number) {
    let q = messageQuery(db).where('m.conversation_id', '=', conversationId);
    if (before !== undefined) q = q.where('m.id', '<', before);
    const rows = await q
      .orderBy('m.id', 'desc')
      .limit(limit + 1)
      .execute();
    const hasMore = rows.length > limit;
    return { messages: rows.slice(0, limit).reverse().map((r) => toMessage(r, reader)), has_more: hasMore };
  }

  async function storedMessage(senderProfileId: number, clientMessageId: string) {
    return messageQuery(db)
      .where('m.sender_profile_id', '=', senderProfileId)
      .where('m.client_message_id', '=', clientMessageId)
      .executeTakeFirst();
  }

  return {
    /**
     * One page of a conversation for the member `me` (`GET /api/chat.php`), by conversation id
     * (one of his, not removed) or by partner profile (also a conversation he removed; none yet
     * → `id: null`, no messages). Does not mark anything read. Throws 404 not_found (unknown,
     * removed, deleted partner; by profile also a hidden partner without a conversation) and
     * 403 `blocked` when the partner blocked `me` (as profile.php does).
     */
    async conversation(
      me: number,
      by: { conversation: number } | { profile: number },
      before: number | undefined,
      limit: number,
    ): Promise<{ conversation: ChatConversation; messages: ChatMessage[]; has_more: boolean }> {
      let id: number | null;
      let numUnread = 0;
      let partner: number;
      if ('conversation' in by) {
        const own = await ownConversation(db, me, by.conversation);
        if (!own) throw notFound('Conversation not found.');
        ({ id, partner } = own);
        numUnread = own.num_unread;
      } else {
        partner = by.profile;
        const existing = await conversationOfPair(db, me, partner);
        id = existing?.id ?? null;
        numUnread = existing && existing.deleted_at === null ? existing.num_unread : 0;
      }
      const state = await partnerState(db, me, partner);
      if (state.gone) throw notFound('Profile not found.');
      if (state.blocksMe) throw blocked();
      // No conversation yet with a member one cannot find: as unknown as on profile.php.
      if (id === null && state.hidden) throw notFound('Profile not found.');
      const reason = replyBlockedReason(state);
      const conversation: ChatConversation = {
        id,
        profile: await profileOf(partner),
        num_unread_messages: numUnread,
        can_reply: reason === null,
        reply_blocked_reason: reason,
      };
      if (id === null) return { conversation, messages: [], has_more: false };
      return { conversation, ...(await page(id, me, before, limit)) };
    },

    /**
     * Sends a message (`POST /api/chat.php`) and charges `cost` credits, in one call of the
     * database function `amora_send_message` (migration 031; issue 34: one round trip per send),
     * made with the sends that came at the same time in one transaction (`amora_send_messages`,
     * migration 033; `SEND_BATCHES`), each undone alone when refused:
     * the credits are taken by a conditional UPDATE (`credits >= cost`), 402 `not_enough_credits`
     * and nothing stored when it matches no row. The same (sender, `clientMessageId`) is applied
     * once: a replay — sequential or concurrent — answers the stored message with `created: false`
     * and charges nothing (INSERT … ON CONFLICT DO NOTHING on `messages_client_id_idx`; a
     * concurrent duplicate waits for the first call, is rolled back and asked again). A first
     * message to a profile creates the conversation under a transaction-scoped advisory lock of
     * the ordered pair, so two concurrent first messages share one conversation. Also: the
     * conversation's `updated_at`/`last_message_id`, the recipient's unread count +1, the
     * conversation restored for both if one had removed it, both chat lists invalidated. With
     * `live`, in the same transaction (the function stores and announces them as LiveHub does):
     * `message` to the recipient and to the sender (each as he sees it: `from_me`, the partner's
     * `client_message_id` hidden), `credits` to the sender, `chats` to both, and the recipient's
     * notification jobs; a replay or a rejected send publishes nothing. `created_at` is kept to the
     * millisecond, as the API shows it.
     * Errors: 403 `account_unconfirmed` (the sender), 404 not_found (unknown conversation or
     * profile, hidden or deleted recipient, unknown gift), 403 `blocked`, 403
     * `partner_unconfirmed`, 402 `free_conversation_limit`, 402 `not_enough_credits`.
     */
    async send(input: SendInput, live?: LivePublisher): Promise<{ message: ChatMessage; credits: number; created: boolean }> {
      const call = async (): Promise<SendResult> => {
        const result = await sendBatches.add({ ...input, publish: live !== undefined });
        if (result.outcome === 'failed') throw Object.assign(new Error(result.error), { code: result.code });
        return result;
      };
      let result: SendResult | undefined;
      for (let attempt = 1; !result; attempt++) {
        try {
          result = await call();
        } catch (error) {
          const reason = databaseRefusal(error, REFUSALS);
          // Two batches waited for each other's rows (PostgreSQL undid this send alone), or a send
          // of the same key committed while this one waited (it is now a replay): once more.
          if (attempt < 3 && (reason === 'replayed' || (error as { code?: unknown }).code === DEADLOCK)) continue;
          if (reason === null || reason === 'replayed') throw error;
          throw sendRefusal(reason, input.cost);
        }
      }
      if (result.outcome === 'created') chats.invalidateChats(input.senderProfileId, result.partner);
      return { message: result.message, credits: result.credits, created: result.outcome === 'created' };
    },

    /** The send batches this process committed so far and the sends they carried (metrics). */
    sendBatchStats(): { batches: number; sends: number } {
      return { batches: sendBatches.stats.batches, sends: sendBatches.stats.items };
    },

    /**
     * Refuses any send of a member who has not confirmed his e-mail address yet (api/README.md
     * "Partners of unconfirmed members cannot reply"; issue 29): no conversation with him may
     * exist before activation, so he can neither start one nor write, send a gift or a photo. His
     * sign-up message waits in `signup_messages` until activation, as designed.
     * @throws ApiError 403 `account_unconfirmed`.
     */
    async requireConfirmedSender(senderUserId: number): Promise<void> {
      const sender = await db.selectFrom('users').select('status').where('id', '=', senderUserId).executeTakeFirst();
      if (sender?.status === 'not_confirmed') {
        throw accountUnconfirmed();
      }
    },

    /**
     * Whether the member already sent a message with this `client_message_id` (a replay of a
     * photo send is answered before its upload is processed).
     */
    async sent(senderProfileId: number, clientMessageId: string): Promise<boolean> {
      return (await storedMessage(senderProfileId, clientMessageId)) !== undefined;
    },

    /**
     * The operator's review of a pending chat photo (spec §5 "Pictures are inspected before
     * display"; the photo queue, issue 31): `active` shows it to the recipient, `disabled` never
     * does. In the same transaction: `inTransaction` (the audit row), then with `live` the updated
     * `message` to both members (each as he sees it) and `chats` to both. Null for an unknown
     * message, one that is not a photo or a photo no longer pending.
     */
    async reviewPhoto(
      messageId: number,
      status: 'active' | 'disabled',
      live?: LivePublisher,
      inTransaction?: (trx: Kysely<DB>, photo: ReviewedChatPhoto) => Promise<void>,
    ): Promise<ReviewedChatPhoto | null> {
      const result = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('messages')
          .set({ photo_status: status })
          .where('id', '=', messageId)
          .where('kind', '=', 'photo')
          .where('photo_status', '=', 'pending')
          .returning(['id', 'conversation_id', 'sender_profile_id'])
          .executeTakeFirst();
        if (!updated) return null;
        await inTransaction?.(trx, updated);
        const members = await trx.selectFrom('conversation_members').select('profile_id').where('conversation_id', '=', updated.conversation_id).execute();
        const row = await messageQuery(trx).where('m.id', '=', messageId).executeTakeFirstOrThrow();
        await live?.publishAll(
          members.flatMap((m) => [
            { profiles: [m.profile_id], event: { type: 'message' as const, data: toMessage(row, m.profile_id) } },
            { profiles: [m.profile_id], event: { type: 'chats' as const, data: { conversation_id: updated.conversation_id } } },
          ]),
          trx,
        );
        return { item: updated, profiles: members.map((m) => m.profile_id) };
      });
      if (!result) return null;
      chats.invalidateChats(...result.profiles);
      return result.item;
    },

    /**
     * Marks a conversation read for the member (`PUT /api/chat.php?read=1`, spec §4 "Opening a
     * conversation sets its unread count to 0"): num_unread 0, idempotent. False when it is not
     * one of his conversations (or he removed it). With `live`, when the count was not 0 yet,
     * `read` {conversation_id, num_unread_messages: 0} to the member (his other tabs and
     * devices), in the same transaction; reading an already read conversation publishes nothing.
     */
    async markRead(me: number, conversationId: number, live?: LivePublisher): Promise<boolean> {
      const found = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('conversation_members')
          .select('num_unread')
          .where('conversation_id', '=', conversationId)
          .where('profile_id', '=', me)
          .where('deleted_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return false;
        if (row.num_unread === 0) return true;
        await trx
          .updateTable('conversation_members')
          .set({ num_unread: 0 })
          .where('conversation_id', '=', conversationId)
          .where('profile_id', '=', me)
          .execute();
        await live?.publishAll(
          [{ profiles: [me], event: { type: 'read', data: { conversation_id: conversationId, num_unread_messages: 0 } } }],
          trx,
        );
        return true;
      });
      if (found) chats.invalidateChats(me);
      return found;
    },

    /** The gift catalogue (`GET /api/gifts.php`), in display order. */
    async gifts(): Promise<Gift[]> {
      return db.selectFrom('gifts').select(['id', 'key', 'image']).orderBy('position').orderBy('id').execute();
    },
  };
}

/** What `amora_send_message` (migration 031) answers: the message as the sender sees it, his credits after. */
type SendResult =
  | { outcome: 'created'; message: ChatMessage; credits: number; partner: number }
  | { outcome: 'replay'; message: ChatMessage; credits: number };

/** An answer of `amora_send_messages` (migration 033): the send's result, or why it was undone. */
type SendOutcome = SendResult | { outcome: 'failed'; error: string; code: string };

/** PostgreSQL's SQLSTATE `deadlock_detected`. */
const DEADLOCK = '40P01';

/**
 * How sends are batched (services/batcher.ts): one batch at a time per process, of at most
 * `maxBatch` sends; a send made while none runs goes alone at once. With 3 batches at once the
 * scale bench's writes (32 clients among 64 members) fell from 855 to 288 a second: a batch holds
 * its rows' locks until its last send, and the others waited for them (api/README.md "A million
 * members").
 */
export const SEND_BATCHES = { maxBatch: 25, maxInFlight: 1 } as const;

/** Why `amora_send_message` refused a send (raised as `amora:<reason>`, which rolls the call back). */
const REFUSALS = [
  'account_unconfirmed', 'gift_not_found', 'conversation_not_found', 'profile_not_found', 'blocked',
  'partner_unconfirmed', 'free_conversation_limit', 'not_enough_credits', 'replayed',
] as const;
type SendRefusal = (typeof REFUSALS)[number];

/** The API's error for a refused send (the order of the checks is the function's: see `send`). */
function sendRefusal(reason: Exclude<SendRefusal, 'replayed'>, cost: number): ApiError {
  switch (reason) {
    case 'account_unconfirmed':
      return accountUnconfirmed();
    case 'gift_not_found':
      return notFound('Gift not found.');
    case 'conversation_not_found':
      return notFound('Conversation not found.');
    case 'profile_not_found':
      return notFound('Profile not found.');
    case 'blocked':
      return blocked();
    case 'partner_unconfirmed':
      return new ApiError(403, 'partner_unconfirmed', 'This member has not confirmed the e-mail address yet.');
    case 'free_conversation_limit':
      return new ApiError(402, 'free_conversation_limit', 'Free members can start only a few conversations.', { limit: CHAT_RULES.freeConversations });
    case 'not_enough_credits':
      return new ApiError(402, 'not_enough_credits', 'You do not have enough credits', { cost });
  }
}

/** 403 `account_unconfirmed`: the sender has not confirmed his e-mail address yet (issue 29). */
function accountUnconfirmed(): ApiError {
  return new ApiError(403, 'account_unconfirmed', 'Please confirm your e-mail address first: use the link we sent you.');
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
