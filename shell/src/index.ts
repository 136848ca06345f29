// The theme's CSS is an initial asset (no flash of unstyled content); everything else waits for the
// async boundary so the federation runtime negotiates shared singletons before app code runs.
import './styles.scss';
import { nextTask } from './next-task';

/** Webpack's entry to the federation runtime: sets up the share scope (React, `@amora/shared`, …). */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;

// Start-up in tasks that a phone runs in a few milliseconds each rather than in one long one
// (issue 12, Lighthouse TBT): the federation runtime's share scope, React, i18next (a third of
// what the shared library evaluates), the shared library, then the app, each in its own turn.
void (async () => {
  await nextTask();
  await __webpack_init_sharing__('default');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('i18next');
  await nextTask();
  await import('@amora/shared');
  await nextTask();
  await import('./bootstrap');
})();
