import type { NamespaceLoader } from '@amora/shared';

/** The namespace of mf_signup (docs/design.md §5): the app and its exposed sign-up form both use it. */
export const SIGNUP_NAMESPACE = 'signup';

/** Loads the `signup` namespace for one locale (only the active locale is fetched). */
export const loadSignupLocale: NamespaceLoader = (locale) => import(`./${locale}.json`);
