import type { Profile } from '@amora/shared';

/**
 * The suggestion deck of the match finder and the swipe game: the profiles still in play and the one
 * shown. `next` moves on and comes back round at the end; `skip` drops the shown profile for good.
 */
export interface Deck {
  profiles: Profile[];
  /** Index in `profiles` of the profile shown; 0 when the deck is empty. */
  position: number;
}

/** A deck starting at the first profile. */
export function newDeck(profiles: Profile[]): Deck {
  return { profiles, position: 0 };
}

/** The profile shown, or null once every profile was skipped. */
export function currentProfile(deck: Deck): Profile | null {
  return deck.profiles[deck.position] ?? null;
}

/** Shows the next profile, wrapping to the first after the last. */
export function nextInDeck(deck: Deck): Deck {
  if (deck.profiles.length === 0) return deck;
  return { ...deck, position: (deck.position + 1) % deck.profiles.length };
}

/** Drops the shown profile from the deck; the one after it (or the first) is shown next. */
export function skipInDeck(deck: Deck): Deck {
  const profiles = deck.profiles.filter((_, i) => i !== deck.position);
  return { profiles, position: profiles.length === 0 ? 0 : deck.position % profiles.length };
}
