import type { OperatorAccount } from '@amora/contracts';
import { useState } from 'react';
import { apiErrorKey } from '../../../lib/api-error';
import { type OperatorChange, useChangeOperator } from './use-operators';

/** What can be done to an operator account from its row (issue 31 "Operator accounts"). */
export type OperatorAction = 'edit' | 'disable' | 'enable' | 'reset_mfa' | 'reset_password';

const ERRORS = { own_account: 'operators.errors.own_account', not_found: 'operators.errors.not_found', invalid_request: 'operators.errors.invalid', forbidden_role: 'operators.errors.forbidden' };

/** The change an action sends (`PUT`), from the account and, for `edit`, the chosen role and sites. */
export function changeOf(action: OperatorAction, operator: OperatorAccount, edit?: Pick<OperatorChange, 'role' | 'sites'>): OperatorChange {
  if (action === 'edit') return { id: operator.id, ...edit };
  if (action === 'disable' || action === 'enable') return { id: operator.id, disabled: action === 'disable' };
  return action === 'reset_mfa' ? { id: operator.id, reset_mfa: true } : { id: operator.id, reset_password: true };
}

/**
 * The Operators screen's actions (issue 31): `ask` opens an action's dialog, `confirm` sends its
 * change (the dialog stays open with the localized error when it fails); a new password — after
 * creation (`showPassword`) or a reset — is kept for its one showing (`password`), until `closePassword`.
 * `done` is the last action carried out, for the status line.
 */
export function useOperatorFlow() {
  const change = useChangeOperator();
  const [dialog, setDialog] = useState<{ action: OperatorAction; operator: OperatorAccount } | null>(null);
  const [password, setPassword] = useState<{ email: string; password: string } | null>(null);
  const [done, setDone] = useState<{ action: OperatorAction | 'create'; email: string } | null>(null);
  const ask = (action: OperatorAction, operator: OperatorAccount) => {
    change.reset();
    setDialog({ action, operator });
  };
  const confirm = (body: OperatorChange) => {
    if (!dialog) return;
    const { action, operator } = dialog;
    change.mutate(body, {
      onSuccess: (answer) => {
        setDialog(null);
        setDone({ action, email: operator.email });
        if (answer.password) setPassword({ email: operator.email, password: answer.password });
      },
    });
  };
  return {
    dialog,
    password,
    done,
    busy: change.isPending,
    error: change.isError ? apiErrorKey(change.error, ERRORS) : null,
    ask,
    confirm,
    cancel: () => setDialog(null),
    showPassword: (email: string, secret: string) => {
      setDone({ action: 'create', email });
      setPassword({ email, password: secret });
    },
    closePassword: () => setPassword(null),
  };
}
