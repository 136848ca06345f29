import type { ChatListEntry, LikesState, User } from '../../types';
import { EventBus, bus, computeBadges, reportOutcome } from '..';

describe('event bus', () => {
  it('gives a late subscriber the current state (replay of the last value)', () => {
    const b = new EventBus();
    b.locale$.next('de');
    const seen: string[] = [];
    b.locale$.subscribe((l) => seen.push(l)).unsubscribe();
    expect(seen).toEqual(['de']);
  });

  it('delivers typed events only to subscribers of that type and does not replay them', () => {
    const b = new EventBus();
    b.emit('chat:read', { conversation: 1 });
    const opened: number[] = [];
    const credits: number[] = [];
    b.on('chat:read').subscribe((p) => opened.push(p.conversation));
    b.on('credits:changed').subscribe((p) => credits.push(p.credits));
    b.emit('chat:read', { conversation: 7 });
    b.emit('credits:changed', { credits: 3 });
    expect(opened).toEqual([7]);
    expect(credits).toEqual([3]);
  });

  it('is one instance per page even if the module is loaded twice', () => {
    expect((globalThis as Record<string, unknown>).__amoraBus__).toBe(bus);
  });

  it('derives badges: unread sum, new likes, credits (spec §2)', () => {
    const chats = [{ num_unread_messages: 2 }, { num_unread_messages: 5 }] as ChatListEntry[];
    const likes = { likes: [], matches: [], liked_by: [{ like_new: true }, { like_new: false }, { like_new: true }] } as unknown as LikesState;
    expect(computeBadges(chats, likes, { credits: 9 } as User)).toEqual({ unread: 7, newLikes: 2, credits: 9 });
    expect(computeBadges(null, null, null)).toEqual({ unread: 0, newLikes: 0, credits: null });
  });

  it('reportOutcome puts a remote\'s conversion on the bus for the real-user measurements (issue 35)', () => {
    const seen: unknown[] = [];
    const sub = bus.on('rum:outcome').subscribe((p) => seen.push(p));
    reportOutcome('mf_chat', 'message_sent');
    sub.unsubscribe();
    expect(seen).toEqual([{ remote: 'mf_chat', name: 'message_sent' }]);
  });
});
