// The theme's CSS is an initial asset (no flash of unstyled content); everything else waits for the
// async boundary so the federation runtime negotiates shared singletons before app code runs.
import './styles.scss';

/** A macrotask boundary: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in tasks that a phone runs in a few milliseconds each rather than in one long one
// (issue 12, Lighthouse TBT): the federation runtime (this file), React, the shared library, then
// the app. React and the shared library are fetched at once; each is evaluated in its own turn.
void (async () => {
  await nextTask();
  const steps = [import('react-dom/client'), import('@amora/shared')];
  for (const step of steps) {
    await nextTask();
    await step;
  }
  await nextTask();
  await import('./bootstrap');
})();
