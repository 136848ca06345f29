/**
 * mf_members single-spa lifecycles, exposed as `./app` (docs/design.md §1: `/members`, `/members/{id}`,
 * `/match-finder`, `/swipe-game`, `/profile`, `/notifications`).
 */
import { createLifecycles } from '@amora/shared';
import { MEMBERS_NS, loadMembersLocale } from './i18n/load-locale';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createLifecycles({
  name: 'mf_members',
  rootComponent: Root,
  namespace: MEMBERS_NS,
  loadLocale: loadMembersLocale,
  build: process.env.AMORA_BUILD_LABEL,
});
