import type { Locale } from '@amora/shared';

/** The i18next namespace of mf_members (DESIGN.md §5). */
export const MEMBERS_NS = 'members';

/** Loads the `members` namespace for one locale (only the active one is fetched). */
export const loadMembersLocale = (locale: Locale) => import(`./${locale}.json`);
