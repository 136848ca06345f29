import type { OperatorAccount } from '@amora/contracts';
import { api } from '@amora/shared';
import { useMutation, useQuery, useQueryClient } from '@amora/shared/query';
import { CONSOLE_KEY, useSessionGuard } from '../../../lib/session-key';

const OPERATORS_KEY = [CONSOLE_KEY, 'operators'] as const;

/** The answer of a create or change: the account, and a new password once (creation, reset). */
export interface OperatorAccountAnswer {
  operator: OperatorAccount;
  password?: string;
}

/** What "New operator" sends: e-mail, role, and the sites (domains) the operator is limited to, null = every site. */
export interface NewOperator {
  email: string;
  role: OperatorAccount['role'];
  sites: string[] | null;
}

/** What a change sends (`PUT`): the account's id and what changes. */
export interface OperatorChange {
  id: number;
  role?: OperatorAccount['role'];
  sites?: string[] | null;
  disabled?: boolean;
  reset_mfa?: true;
  reset_password?: true;
}

/** `GET /api/operator/operators.php` (issue 31, permission `operators`): every operator account; only asked while `enabled`. */
export function useOperators(enabled = true) {
  const query = useQuery({ queryKey: OPERATORS_KEY, queryFn: async () => (await api.get<{ operators: OperatorAccount[] }>('/api/operator/operators.php')).operators, enabled });
  useSessionGuard(query.error);
  return query;
}

/**
 * `POST /api/operator/operators.php {email, role, sites}` → 201 `{operator, password}` (issue 31):
 * a new operator and the first password, shown once. Errors: 409 `operator_exists`, 400
 * `invalid_request` (e-mail, unknown site); never retried.
 */
export function useCreateOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewOperator) => api.post<OperatorAccountAnswer>('/api/operator/operators.php', input),
    onSuccess: () => client.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}

/**
 * `PUT /api/operator/operators.php {id, role?, sites?, disabled?, reset_mfa?, reset_password?}` →
 * `{operator, password?}` (issue 31): changes an account and ends its sessions; a password reset
 * answers the new password once. Errors: 409 `own_account` (one's own role, sites or access), 404
 * `not_found`; never retried.
 */
export function useChangeOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: OperatorChange) => api.put<OperatorAccountAnswer>('/api/operator/operators.php', change),
    onSuccess: () => client.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}
