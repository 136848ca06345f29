/** mf_signup single-spa lifecycles, exposed as `./app` (docs/design.md §1: sign-up, login, password reset, activation routes). */
import { createLifecycles } from '@amora/shared';
import { SIGNUP_NAMESPACE, loadSignupLocale } from './i18n/load-locale';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createLifecycles({
  name: 'mf_signup',
  rootComponent: Root,
  namespace: SIGNUP_NAMESPACE,
  loadLocale: loadSignupLocale,
  build: process.env.AMORA_BUILD_LABEL,
});
