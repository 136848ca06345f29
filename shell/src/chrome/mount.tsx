import { type BootData, OUTLETS_ID, registerNamespace } from '@amora/shared';
import { createRoot } from 'react-dom/client';
import { Chrome } from './chrome';
import { ChromeErrorBoundary } from './error-page';

/**
 * Mounts the always-present React chrome (DESIGN.md §1) into `#amora-root` after loading the
 * shell's namespace, and creates the persistent node that holds the remotes' outlets.
 */
export async function mountChrome(boot: BootData): Promise<void> {
  await registerNamespace('shell', (locale) => import(`../i18n/${locale}.json`));
  if (!document.getElementById(OUTLETS_ID)) {
    const outlets = document.createElement('div');
    outlets.id = OUTLETS_ID;
    document.body.appendChild(outlets);
  }
  const container = document.getElementById('amora-root') as HTMLElement;
  createRoot(container).render(
    <ChromeErrorBoundary>
      <Chrome boot={boot} />
    </ChromeErrorBoundary>,
  );
}
