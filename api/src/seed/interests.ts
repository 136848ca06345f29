/**
 * The fixed interest list (spec §3 "Interests: a long fixed list (content not shown)"). Keys are
 * stable identifiers; the frontend translates them (namespace of mf-members). Append only: ids
 * follow this order.
 */
export const INTEREST_KEYS = [
  'travel', 'cooking', 'music', 'movies', 'reading', 'sports', 'fitness', 'hiking', 'cycling', 'running',
  'swimming', 'yoga', 'dancing', 'photography', 'art', 'gaming', 'fashion', 'gardening', 'animals', 'nature',
  'beach', 'wine', 'coffee', 'food', 'theatre', 'concerts', 'festivals', 'camping', 'fishing', 'skiing',
  'motorcycles', 'cars', 'technology', 'languages', 'history', 'meditation', 'volunteering', 'board_games',
  'karaoke', 'sailing',
] as const;
