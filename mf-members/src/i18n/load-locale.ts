import type { Locale } from '@amora/shared';

/** The i18next namespace of mf_members (docs/design.md §5). */
export const MEMBERS_NS = 'members';

type LocaleModule = { default: Record<string, unknown> };

/**
 * The parts of the `members` namespace: this folder's texts plus features that keep their own
 * `i18n/<locale>.json` (each under its own top-level key, so the parts never overlap).
 */
const PARTS: Array<(locale: Locale) => Promise<LocaleModule>> = [
  (locale) => import(`./${locale}.json`),
  (locale) => import(`../features/account/i18n/${locale}.json`),
  (locale) => import(`../features/alerts/i18n/${locale}.json`),
  (locale) => import(`../features/profile-editor/i18n/${locale}.json`),
];

/** Loads the `members` namespace for one locale (only the active one is fetched): the parts merged. */
export const loadMembersLocale = async (locale: Locale) => {
  const modules = await Promise.all(PARTS.map((load) => load(locale)));
  return { default: Object.assign({}, ...modules.map((module) => module.default)) as Record<string, unknown> };
};
