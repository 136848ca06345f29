import type { Locale } from '@amora/shared';

/** The i18next namespace of mf_likes (docs/design.md §5). */
export const LIKES_NS = 'likes';

/** Loads the `likes` namespace for one locale (only the active one is fetched). */
export const loadLikesLocale = (locale: Locale) => import(`./${locale}.json`);
