import { chatMessage, liveEvent } from '@amora/contracts';
import { makeLikedBy, makeProfile } from '@amora/shared/testing';
import { isChatMessage, isLiveEvent, parseFrame } from '../parse-frame';

const message = {
  id: 7, conversation_id: 100, client_message_id: 'c-1', from_me: true, kind: 'gift', text: '', created_at: '2026-11-24T10:00:00.000Z',
  gift: { id: 1, key: 'rose', image: 'g/rose.png' }, photo: { filename: 'm/1.jpg', status: 'pending' },
};
const withoutImage = makeProfile({ id: 23, main_image: null, gender: null, region: null, region_code: null, city: null });

/** One valid frame of each type (and of the nullable and optional variants). */
const VALID = [
  { id: 1, type: 'message', data: message },
  { id: 3, type: 'read', data: { conversation_id: 100, num_unread_messages: 0 } },
  { id: 4, type: 'like', data: { profile: makeLikedBy({ id: 21, like_new: true }) } },
  { id: 5, type: 'match', data: { profile: makeProfile({ id: 22 }) } },
  { id: 6, type: 'match', data: { profile: withoutImage } },
  { id: 7, type: 'credits', data: { credits: 42 } },
  { id: 8, type: 'chats', data: { conversation_id: 100 } },
  { id: 9, type: 'chats', data: {} },
  { id: 10, type: 'ready', data: { cursor: 10, resumed: false } },
  { id: 0, type: 'resync', data: { cursor: 0, reason: 'unknown_cursor' } },
];

type Json = Record<string, unknown>;
const WRONG = [undefined, null, 'x', 1.5, -1, true, [], {}];

/** Every copy of `object` with one field (at any depth) missing or given a value of another kind. */
function mutations(object: Json, set: (v: Json) => Json = (v) => v): Json[] {
  return Object.entries(object).flatMap(([key, inner]) => {
    const put = (v: unknown) => set({ ...object, [key]: v });
    const nested = inner && typeof inner === 'object' && !Array.isArray(inner) ? mutations(inner as Json, put) : [];
    return [...WRONG.map(put), ...nested];
  });
}

describe('live frames are checked as the contract says (without zod in the browser)', () => {
  it('accepts every valid frame the contract accepts', () => {
    for (const frame of VALID) {
      expect(liveEvent.safeParse(frame).success).toBe(true);
      expect(isLiveEvent(frame)).toBe(true);
    }
  });

  it('gives the contract’s verdict on each field missing or of the wrong kind', () => {
    let checked = 0;
    for (const frame of VALID) {
      for (const mutated of mutations(frame)) {
        const { id, type, data } = mutated;
        expect([mutated, isLiveEvent({ id, type, data })]).toEqual([mutated, liveEvent.safeParse(mutated).success]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(800);
  });

  it('tells a whole chat message as the contract’s chatMessage does', () => {
    for (const mutated of mutations(message)) {
      expect([mutated, isChatMessage(mutated)]).toEqual([mutated, chatMessage.safeParse(mutated).success]);
    }
  });

  it('reads an EventSource message event: id from lastEventId, type from the event name, data from JSON', () => {
    const event = (type: string, data: string, lastEventId: string) => new MessageEvent(type, { data, lastEventId });
    expect(parseFrame(event('credits', '{"credits":3}', '12'))).toEqual({ id: 12, type: 'credits', data: { credits: 3 } });
    expect(parseFrame(event('credits', '{"credits":3}', ''))).toBeNull();
    expect(parseFrame(event('credits', '{credits', '12'))).toBeNull();
    expect(parseFrame(event('toString', '{}', '12'))).toBeNull();
  });
});
