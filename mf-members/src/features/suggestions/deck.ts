import type { Profile } from '@amora/shared';

/**
 * The suggestion deck of the match finder and the swipe game (spec §2): the profiles still to show
 * (the first one is shown), every profile id the member liked or passed in this visit, and how many
 * profiles the last batch from the API added (0: the API had nothing new, so stop asking).
 */
export interface Deck {
  profiles: Profile[];
  seen: ReadonlySet<number>;
  lastBatchNew: number;
}

/** An empty deck before the first batch. */
export const EMPTY_DECK: Deck = { profiles: [], seen: new Set(), lastBatchNew: 0 };

/** The profile shown, or null when the deck ran out. */
export function currentProfile(deck: Deck): Profile | null {
  return deck.profiles[0] ?? null;
}

/** Replaces the deck's profiles with a new batch, leaving out every profile already liked or passed. */
export function withBatch(deck: Deck, batch: Profile[]): Deck {
  const profiles = batch.filter((p) => !deck.seen.has(p.id));
  return { ...deck, profiles, lastBatchNew: profiles.length };
}

/** Drops the shown profile (liked or passed); the next one is shown. */
export function dropCurrent(deck: Deck): Deck {
  const [first, ...rest] = deck.profiles;
  if (!first) return deck;
  return { ...deck, profiles: rest, seen: new Set([...deck.seen, first.id]) };
}
