/**
 * The openers offered in a new conversation (issue 9, spec §2 icebreaker modal), in display
 * order; each is `icebreakers.openers.<key>` of the chat namespace (11 locales, `{{name}}` the
 * partner's first name).
 */
export const ICEBREAKERS = ['profile', 'weekend', 'travel', 'food', 'music', 'evening'] as const;
/** One opener's key. */
export type Icebreaker = (typeof ICEBREAKERS)[number];
