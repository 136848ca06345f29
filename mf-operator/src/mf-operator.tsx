/** mf_operator single-spa lifecycles, exposed as `./app`: the operator console at `/operator/…` (issue 31; docs/routes.md). */
import { createLifecycles } from '@amora/shared';
import { loadOperatorLocale, OPERATOR_NS } from './i18n/load-locale';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createLifecycles({
  name: 'mf_operator',
  rootComponent: Root,
  namespace: OPERATOR_NS,
  loadLocale: loadOperatorLocale,
  build: process.env.AMORA_BUILD_LABEL,
});
