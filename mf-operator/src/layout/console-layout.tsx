import { Spinner, useTranslation } from '@amora/shared';
import type { ReactNode } from 'react';
import { NotAllowed } from '../features/sections';
import { OPERATOR_NS } from '../i18n/load-locale';
import { useConsoleLocale } from '../lib/use-console-locale';
import { ConsoleFrame } from './console-frame';
import { useConsoleGate } from './use-console-gate';

/**
 * The console around its routes (issue 31): in the console's language (`lang`: the site's locale
 * when it is en, de or nl, else English), with a skip link. The sign-in page stands alone; every
 * other route waits for the session ({@link useConsoleGate}) and is drawn in the console's frame,
 * or as "not allowed" when the operator's role may not open its section.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(OPERATOR_NS);
  const lang = useConsoleLocale();
  const gate = useConsoleGate();
  return (
    <div lang={lang} className="operator-console d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link btn btn-primary" href="#main">
        {t('console.skip_to_content')}
      </a>
      {gate.kind === 'console' ? (
        <ConsoleFrame operator={gate.operator}>{gate.allowed || !gate.section ? children : <NotAllowed section={gate.section} role={gate.operator.role} />}</ConsoleFrame>
      ) : (
        <main id="main" tabIndex={-1} className="container py-5 flex-grow-1">
          {gate.kind === 'sign-in' && children}
          {gate.kind === 'wait' && <Spinner />}
          {gate.kind === 'failed' && (
            <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2 mx-auto" style={{ maxWidth: 560 }} role="alert">
              <span>{t('console.loading_failed')}</span>
              <button type="button" className="btn btn-outline-danger btn-sm" onClick={gate.retry}>
                {t('errors.retry')}
              </button>
            </div>
          )}
        </main>
      )}
    </div>
  );
}
