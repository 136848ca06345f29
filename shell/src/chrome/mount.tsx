import { type BootData, OUTLETS_ID, registerNamespace } from '@amora/shared';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Chrome } from './chrome';
import { ChromeErrorBoundary } from './error-page';
import { type ServerSlot, ServerSlotContext } from './server-slot';

/** The chrome's React tree, the same in the browser and in the shell server's render (issue 12). */
export function chromeElement(boot: BootData, serverSlot: ServerSlot) {
  return (
    <ChromeErrorBoundary>
      <ServerSlotContext.Provider value={serverSlot}>
        <Chrome boot={boot} />
      </ServerSlotContext.Provider>
    </ChromeErrorBoundary>
  );
}

/**
 * Mounts the always-present React chrome (docs/design.md §1) into `#amora-root` after loading the
 * shell's namespace, and creates the persistent node that holds the remotes' outlets. A page the
 * server drew (`data-ssr`, issue 12) is hydrated, keeping the server's remote outlet as it is, as a
 * transition: React then hydrates in slices of a few milliseconds that let the browser answer
 * input in between, instead of one long task (Lighthouse TBT ≤ 150 ms, docs/design.md §6).
 */
export async function mountChrome(boot: BootData): Promise<void> {
  await registerNamespace('shell', (locale) => import(`../i18n/${locale}.json`));
  if (!document.getElementById(OUTLETS_ID)) {
    const outlets = document.createElement('div');
    outlets.id = OUTLETS_ID;
    document.body.appendChild(outlets);
  }
  const container = document.getElementById('amora-root') as HTMLElement;
  if (container.dataset.ssr !== undefined) {
    const serverSlot = { html: container.querySelector('.remote-slot')?.innerHTML || null };
    startTransition(() => {
      hydrateRoot(container, chromeElement(boot, serverSlot), {
        onRecoverableError: (error) => console.error('amora: the server-rendered page did not match; drawn again on the client', error),
      });
    });
  } else createRoot(container).render(chromeElement(boot, { html: null }));
}
