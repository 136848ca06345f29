import type { ChatConversation, ChatMessage, Gift, Profile, ReplyBlockedReason } from '@amora/contracts';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { ApiError, notFound } from '../errors.js';
import type { LiveDelivery, LivePublisher } from '../services/live-events.js';
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

/** 403 `blocked`: one of the two members blocked the other (same code as profile.php and likes.php). */
const blocked = () => new ApiError(403, 'blocked', 'This member is not available to you.');

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

/** Thrown inside the send transaction when the client message id was applied before: rolls back. */
class ReplayDetected extends Error {}

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

  /**
   * Free members may start {@link CHAT_RULES.freeConversations} conversations: those whose first
   * message is theirs (removed ones count too, so removing does not give starts back).
   */
  async function startedConversations(q: Db, me: number): Promise<number> {
    const row = await q
      .selectFrom('conversation_members as cm')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('cm.profile_id', '=', me)
      .where(
        sql<number>`(select m.sender_profile_id from messages m where m.conversation_id = cm.conversation_id order by m.id limit 1)`,
        '=',
        me,
      )
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async function storedMessage(senderProfileId: number, clientMessageId: string) {
    return messageQuery(db)
      .where('m.sender_profile_id', '=', senderProfileId)
      .where('m.client_message_id', '=', clientMessageId)
      .executeTakeFirst();
  }

  async function creditsOf(userId: number): Promise<number> {
    const row = await db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow();
    return row.credits;
  }

  /** A send's answer when its client message id was applied before: the stored message, nothing charged. */
  async function replayOf(input: SendInput) {
    const row = await storedMessage(input.senderProfileId, input.clientMessageId);
    if (!row) throw new Error('replayed message not found');
    return { message: toMessage(row, input.senderProfileId), credits: await creditsOf(input.senderUserId), created: false };
  }

  /**
   * The conversation a send writes to, in its transaction: the sender's own one by id, or the one
   * with the profile, looked up under a transaction-scoped advisory lock of the ordered pair (two
   * concurrent first messages share one) and started when there is none. Throws when the partner
   * may not be written to ({@link assertMayWrite}) or a free member has no start left.
   */
  async function conversationForSend(trx: Transaction<DB>, input: SendInput): Promise<{ id: number; partner: number }> {
    const me = input.senderProfileId;
    let id: number | null;
    let partner: number;
    if ('conversation' in input.to) {
      const own = await ownConversation(trx, me, input.to.conversation);
      if (!own) throw notFound('Conversation not found.');
      ({ id, partner } = own);
    } else {
      partner = input.to.profile;
      // One lock per unordered pair (two-key form: its own lock space), held until commit.
      const [a, b] = me < partner ? [me, partner] : [partner, me];
      await sql`select pg_advisory_xact_lock(${a}::int, ${b}::int)`.execute(trx);
      id = (await conversationOfPair(trx, me, partner))?.id ?? null;
    }
    assertMayWrite(await partnerState(trx, me, partner), id === null);
    return { id: id ?? (await startConversation(trx, input, partner)), partner };
  }

  /**
   * A first message: counts the sender's starts (402 `free_conversation_limit` for a free member
   * at {@link CHAT_RULES.freeConversations}) and creates the conversation of the two. Returns its id.
   */
  async function startConversation(trx: Transaction<DB>, input: SendInput, partner: number): Promise<number> {
    const me = input.senderProfileId;
    // Serializes the starts of one sender (the pair lock does not), then counts them.
    const sender = await trx.selectFrom('users').select('paid_user').where('id', '=', input.senderUserId).forUpdate().executeTakeFirstOrThrow();
    if (!sender.paid_user && (await startedConversations(trx, me)) >= CHAT_RULES.freeConversations) {
      throw new ApiError(402, 'free_conversation_limit', 'Free members can start only a few conversations.', {
        limit: CHAT_RULES.freeConversations,
      });
    }
    const created = await trx.insertInto('conversations').defaultValues().returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('conversation_members')
      .values([
        { conversation_id: created.id, profile_id: me },
        { conversation_id: created.id, profile_id: partner },
      ])
      .execute();
    return created.id;
  }

  /**
   * Stores the message (once per sender and client message id: {@link ReplayDetected} otherwise)
   * and charges its cost with a conditional UPDATE (402 `not_enough_credits` when the credits do
   * not cover it; the caller's transaction then undoes the insert), in one statement (issue 34:
   * fewer round trips per send). Returns the stored row and the sender's credits after.
   */
  async function storeAndCharge(trx: Transaction<DB>, conversationId: number, input: SendInput): Promise<{ row: MessageRow; credits: number }> {
    const stored = await trx
      .with('ins', (q) =>
        q
          .insertInto('messages')
          .values({
            conversation_id: conversationId,
            sender_profile_id: input.senderProfileId,
            kind: input.kind,
            text: input.text,
            gift_id: input.giftId,
            photo_filename: input.kind === 'photo' ? (input.photoFilename ?? null) : null,
            photo_status: input.kind === 'photo' ? 'pending' : null,
            client_message_id: input.clientMessageId,
          })
          .onConflict((oc) => oc.columns(['sender_profile_id', 'client_message_id']).where('client_message_id', 'is not', null).doNothing())
          .returning(['id', 'conversation_id', 'sender_profile_id', 'client_message_id', 'kind', 'text', 'photo_filename', 'photo_status', 'created_at', 'gift_id']),
      )
      .with('charged', (q) =>
        q
          .updateTable('users')
          .set({ credits: sql<number>`credits - ${input.cost}` })
          .where('id', '=', input.senderUserId)
          .where('credits', '>=', input.cost)
          .where(sql<boolean>`exists (select 1 from ins)`)
          .returning('credits'),
      )
      .selectFrom('ins as m')
      .leftJoin('gifts as g', 'g.id', 'm.gift_id')
      .select([...MESSAGE_COLUMNS, sql<number | null>`(select credits from charged)`.as('credits')])
      .executeTakeFirst();
    if (!stored) throw new ReplayDetected();
    const { credits, ...row } = stored;
    if (credits === null) throw new ApiError(402, 'not_enough_credits', 'You do not have enough credits', { cost: input.cost });
    return { row, credits };
  }

  /**
   * The conversation's `updated_at`/`last_message_id`, the recipient's unread count +1, the
   * conversation restored for both: one statement (issue 34).
   */
  async function recordInConversation(trx: Transaction<DB>, row: MessageRow, partner: number): Promise<void> {
    await trx
      .with('touched', (q) => q.updateTable('conversations').set({ last_message_id: row.id, updated_at: row.created_at }).where('id', '=', row.conversation_id))
      .updateTable('conversation_members')
      .set({
        deleted_at: null,
        num_unread: sql<number>`case when profile_id = ${partner} then num_unread + 1 else num_unread end`,
      })
      .where('conversation_id', '=', row.conversation_id)
      .execute();
  }

  /** The events of a sent message (docs/architecture.md "Who publishes what"): `message` to both, each as he sees it, `credits` to the sender, `chats` to both. */
  function sentEvents(row: MessageRow, me: number, partner: number, credits: number): LiveDelivery[] {
    return [
      { profiles: [partner], event: { type: 'message', data: toMessage(row, partner) } },
      { profiles: [me], event: { type: 'message', data: toMessage(row, me) } },
      { profiles: [me], event: { type: 'credits', data: { credits } } },
      { profiles: [me, partner], event: { type: 'chats', data: { conversation_id: row.conversation_id } } },
    ];
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
     * Sends a message (`POST /api/chat.php`) and charges `cost` credits in the same transaction:
     * one conditional UPDATE (`credits >= cost`), 402 `not_enough_credits` and nothing stored
     * when it matches no row. The same (sender, `clientMessageId`) is applied once: a replay —
     * sequential or concurrent — answers the stored message with `created: false` and charges
     * nothing (INSERT … ON CONFLICT DO NOTHING on `messages_client_id_idx`; a concurrent
     * duplicate waits for the first transaction and then finds its row). A first message to a
     * profile creates the conversation under a transaction-scoped advisory lock of the ordered
     * pair, so two concurrent first messages share one conversation. Also: the conversation's
     * `updated_at`/`last_message_id`, the recipient's unread count +1, the conversation restored
     * for both if one had removed it, both chat lists invalidated. With `live`, last in the same
     * transaction: `message` to the recipient and to the sender (each as he sees it: `from_me`,
     * the partner's `client_message_id` hidden), `credits` to the sender, `chats` to both; a
     * replay or a rejected send publishes nothing.
     * Errors: 404 not_found (unknown conversation or profile, hidden or deleted recipient,
     * unknown gift), 403 `blocked`, 403 `partner_unconfirmed`, 402 `free_conversation_limit`,
     * 402 `not_enough_credits`.
     */
    async send(input: SendInput, live?: LivePublisher): Promise<{ message: ChatMessage; credits: number; created: boolean }> {
      const me = input.senderProfileId;
      // Fast path of a retry: nothing to lock.
      if (await storedMessage(me, input.clientMessageId)) return replayOf(input);
      if (input.kind === 'gift') {
        const gift = await db.selectFrom('gifts').select('id').where('id', '=', input.giftId ?? 0).executeTakeFirst();
        if (!gift) throw notFound('Gift not found.');
      }

      let stored: { row: MessageRow; credits: number; partner: number };
      try {
        stored = await db.transaction().execute(async (trx) => {
          const conversation = await conversationForSend(trx, input);
          const { row, credits } = await storeAndCharge(trx, conversation.id, input);
          await recordInConversation(trx, row, conversation.partner);
          await live?.publishAll(sentEvents(row, me, conversation.partner, credits), trx);
          return { row, credits, partner: conversation.partner };
        });
      } catch (error) {
        if (error instanceof ReplayDetected) return replayOf(input);
        // Belt and braces: a unique violation of the client id can only mean a replay.
        if ((error as { code?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'messages_client_id_idx') {
          return replayOf(input);
        }
        throw error;
      }
      chats.invalidateChats(me, stored.partner);
      return { message: toMessage(stored.row, me), credits: stored.credits, created: true };
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
        throw new ApiError(403, 'account_unconfirmed', 'Please confirm your e-mail address first: use the link we sent you.');
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

/**
 * Throws why a member may not write to this partner (the order of `send`'s checks): 404 for a
 * partner gone, or hidden when `starting` (someone one cannot find is not found), 403 `blocked`,
 * 403 `partner_unconfirmed`, then 404 for a hidden partner of an existing conversation.
 */
function assertMayWrite(state: PartnerState, starting: boolean): void {
  if (state.gone || (starting && state.hidden)) throw notFound('Profile not found.');
  if (state.blocksMe || state.blockedByMe) throw blocked();
  if (state.unconfirmed) throw partnerUnconfirmed();
  if (state.hidden) throw notFound('Profile not found.');
}

/** 403 `partner_unconfirmed`: spec §4 "Partners of unconfirmed users cannot reply". */
function partnerUnconfirmed(): ApiError {
  return new ApiError(403, 'partner_unconfirmed', 'This member has not confirmed the e-mail address yet.');
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
