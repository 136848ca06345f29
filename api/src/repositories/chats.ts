import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { READ_CACHE } from '../config.js';
import type { DB } from '../db/schema.js';
import type { TtlCache } from '../services/cache.js';
import type { LivePublisher } from '../services/live-events.js';
import type { ChatListEntry } from '../types.js';
import { notBlockedEitherWay } from './block-conditions.js';
import { notBanned } from './member-visibility.js';
import { profileQuery, toProfile } from './profiles.js';

/**
 * Conversations of a member (spec §3 "Conversation", §4 "Chat"). Lists are served from `cache`
 * (profile id → list, short TTL); every write that changes a member's list must call
 * {@link invalidateChats} for that member (and for the other members of the conversation when
 * their lists change too, e.g. a new message).
 */
export function createChatsRepository(db: Kysely<DB>, cache: TtlCache<number, ChatListEntry[]>) {
  /**
   * The owners of cached lists: user id → profile id. Lists are cached by profile id, the live
   * stream's notifications name users ({@link invalidateChatsOfUsers}). Bounded as the cache.
   */
  const owners = new LRUCache<number, number>({ max: READ_CACHE.maxEntries });
  /**
   * THE invalidation of chat lists: forgets the cached lists of these members (profile ids) at
   * once, in this process. Call it after every write that changes what their
   * `GET /api/chats.php` shows (chat removed, message sent or read, conversation created, …).
   */
  function invalidateChats(...profileIds: number[]): void {
    for (const id of profileIds) cache.delete(id);
  }

  /**
   * Forgets the cached lists of these members (user ids): another process stored live events for
   * them (plugins/live.ts, issue 33), so what their lists show may have changed. A member whose
   * list this process never cached is skipped.
   */
  function invalidateChatsOfUsers(userIds: readonly number[]): void {
    for (const userId of userIds) {
      const profileId = owners.get(userId);
      if (profileId !== undefined) cache.delete(profileId);
    }
  }

  /** Forgets every cached list that shows this profile (its online state, name or photo changed). */
  function invalidateChatsShowing(profileId: number): void {
    cache.deleteWhere((chats, owner) => owner === profileId || chats.some((c) => c.profile_id === profileId));
  }

  async function load(profileId: number): Promise<ChatListEntry[]> {
    const rows = await profileQuery(db)
      .innerJoin('conversation_members as other', 'other.profile_id', 'p.id')
      .innerJoin('conversation_members as me', (join) =>
        join.onRef('me.conversation_id', '=', 'other.conversation_id').on('me.profile_id', '=', profileId),
      )
      .innerJoin('conversations as c', 'c.id', 'me.conversation_id')
      .leftJoin('messages as m', 'm.id', 'c.last_message_id')
      .select([
        'c.id as conversation_id',
        'c.updated_at',
        'me.num_unread',
        'm.text as last_text',
        'm.kind as last_kind',
        'm.created_at as last_created_at',
        'm.sender_profile_id as last_sender',
      ])
      .where('other.profile_id', '<>', profileId)
      .where('me.deleted_at', 'is', null)
      .where('p.deleted_at', 'is', null)
      // A banned partner's conversation is no longer available, as a deleted one's (issue 31).
      .where(notBanned('p.id'))
      // A block hides both sides from each other's list (003).
      .where(notBlockedEitherWay(profileId))
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.conversation_id,
      profile_id: r.id,
      profile: toProfile(r),
      num_unread_messages: r.num_unread,
      last_message:
        r.last_text !== null && r.last_created_at !== null
          ? { kind: r.last_kind ?? 'text', text: r.last_text, created_at: r.last_created_at.toISOString(), from_me: r.last_sender === profileId }
          : null,
      updated_at: r.updated_at.toISOString(),
    }));
  }

  /**
   * Marks the member's conversations chosen by `which` removed (`deleted_at`, unread 0) and, with
   * `live`, announces `chats` to him in the same transaction (with `conversation_id` when one).
   * @returns how many were removed.
   */
  async function removeWhere(
    profileId: number,
    which: (eb: ExpressionBuilder<DB, 'conversation_members'>) => Expression<SqlBool>,
    live?: LivePublisher,
  ): Promise<number> {
    const removed = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('conversation_members')
        .set({ deleted_at: sql<Date>`now()`, num_unread: 0 })
        .where('profile_id', '=', profileId)
        .where('deleted_at', 'is', null)
        .where(which)
        .returning('conversation_id')
        .execute();
      const [only] = rows;
      if (only) {
        const data = rows.length === 1 ? { conversation_id: only.conversation_id } : {};
        await live?.publishAll([{ profiles: [profileId], event: { type: 'chats', data } }], trx);
      }
      return rows.length;
    });
    invalidateChats(profileId);
    return removed;
  }

  return {
    invalidateChats,
    invalidateChatsShowing,
    invalidateChatsOfUsers,

    /**
     * The member's conversation list, most recently updated first (`GET /api/chats.php`), in
     * one query (cached). Conversations the member removed are left out; those with deleted
     * or banned partners too. The array is shared with the cache: do not modify it. `userId`,
     * the owner's (the route's caller), lets other processes' live events for him reach the
     * cached list ({@link invalidateChatsOfUsers}).
     */
    list(profileId: number, userId?: number): Promise<ChatListEntry[]> {
      // The owner, so that another process's live events for this user reach the cached list.
      if (userId !== undefined) owners.set(userId, profileId);
      return cache.get(profileId, () => load(profileId));
    },

    /**
     * Removes a conversation from the member's list (`DELETE /api/chat.php {conversation}`); the
     * other side keeps it. Returns false when the conversation is not the member's (or already
     * removed). With `live`: `chats` {conversation_id} to the member (his other tabs), in the same transaction.
     */
    async remove(profileId: number, conversationId: number, live?: LivePublisher): Promise<boolean> {
      return (await removeWhere(profileId, (eb) => eb('conversation_id', '=', conversationId), live)) > 0;
    },

    /**
     * Removes every conversation of the member with `otherProfileId` from his list
     * (`DELETE /api/chat.php {profile}`, spec §4 "Removing chats by profile id removes each
     * matching conversation"); the other side keeps them. Returns how many were removed. With
     * `live`, when any: `chats` to the member (with `conversation_id` when it was one), in the
     * same transaction.
     */
    removeWithProfile(profileId: number, otherProfileId: number, live?: LivePublisher): Promise<number> {
      return removeWhere(
        profileId,
        (eb) => eb('conversation_id', 'in', eb.selectFrom('conversation_members').select('conversation_id').where('profile_id', '=', otherProfileId)),
        live,
      );
    },
  };
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;
