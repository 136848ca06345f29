import type { OperatorMe } from '@amora/contracts';
import { createContext, useContext } from 'react';

/** The signed-in operator, provided by the console's frame to the screens inside it. */
export const OperatorContext = createContext<OperatorMe | null>(null);

/**
 * The signed-in operator (issue 31: e-mail, role, sites) of a screen drawn in the console's frame,
 * which draws screens only once the second factor passed.
 * @throws Error outside the frame (the sign-in page)
 */
export function useOperator(): OperatorMe {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator() is for screens inside the console frame');
  return operator;
}
