import type { OperatorMe } from '@amora/contracts';
import type { ReactNode } from 'react';
import { OperatorContext } from '../lib/operator-context';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

/**
 * The frame of every console screen but the sign-in (issue 31), desktop first: the top bar, the
 * side navigation of the operator's role (above the content, folded into a "Sections" button,
 * below 768 px) and the screen in `<main>`, which reads the operator with `useOperator()`.
 */
export function ConsoleFrame({ operator, children }: { operator: OperatorMe; children: ReactNode }) {
  return (
    <OperatorContext.Provider value={operator}>
      <TopBar operator={operator} />
      <div className="container-fluid flex-grow-1">
        <div className="row">
          <SideNav role={operator.role} />
          <main id="main" tabIndex={-1} className="col-md-9 col-xl-10 py-4">
            {children}
          </main>
        </div>
      </div>
    </OperatorContext.Provider>
  );
}
