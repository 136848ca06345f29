/** mf_chat single-spa lifecycles, exposed as `./app` (docs/design.md §1: `/chats`, `/chats/{id}`, `/members/{id}/chat`). */
import { createLifecycles } from '@amora/shared';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createLifecycles({
  name: 'mf_chat',
  rootComponent: Root,
  namespace: 'chat',
  loadLocale: (locale) => import(`./i18n/${locale}.json`),
  build: process.env.AMORA_BUILD_LABEL,
});
