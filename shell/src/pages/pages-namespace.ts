import { registerNamespace } from '@amora/shared';

/**
 * Loads the `pages` namespace of the shell's own pages (static pages, `/complaints`, `/lang-config`)
 * in the active locale; the visitor landing page never downloads it (docs/design.md §6).
 */
export const loadPagesNamespace = () => registerNamespace('pages', (locale) => import(`../i18n/pages/${locale}.json`));
