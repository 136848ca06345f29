/** mf_credits single-spa lifecycles, exposed as `./app` (docs/design.md §1: `/credits*`, `/premium`, `/pricing`, `/transactions`, `/directdebit`, `/sandbox-pay`). */
import { createLifecycles } from '@amora/shared';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createLifecycles({
  name: 'mf_credits',
  rootComponent: Root,
  namespace: 'credits',
  loadLocale: (locale) => import(`./i18n/${locale}.json`),
  build: process.env.AMORA_BUILD_LABEL,
});
