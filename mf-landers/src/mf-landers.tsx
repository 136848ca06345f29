/** mf_landers single-spa lifecycles, exposed as `./app` (docs/design.md §1: `/` and `/landers/*`). */
import { createLifecycles } from '@amora/shared';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createLifecycles({
  name: 'mf_landers',
  rootComponent: Root,
  namespace: 'landers',
  loadLocale: (locale) => import(`./i18n/${locale}.json`),
  build: process.env.AMORA_BUILD_LABEL,
});
