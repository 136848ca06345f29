/** mf_likes single-spa lifecycles, exposed as `./app` (docs/design.md §1: `/likes`, `/likes/{type}`, `/likes/m/{id}`). */
import { createLifecycles } from '@amora/shared';
import { LIKES_NS, loadLikesLocale } from './i18n/load-locale';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createLifecycles({
  name: 'mf_likes',
  rootComponent: Root,
  namespace: LIKES_NS,
  loadLocale: loadLikesLocale,
  build: process.env.AMORA_BUILD_LABEL,
});
