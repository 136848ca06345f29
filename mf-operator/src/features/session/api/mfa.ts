import type { OperatorMe, operatorMfaEnrolResponse } from '@amora/contracts';
import { api } from '@amora/shared';
import { useMutation, useQuery } from '@amora/shared/query';
import { CONSOLE_KEY } from '../../../lib/session-key';

/** The TOTP enrolment of `GET /api/operator/mfa.php`: secret (base32), otpauth URL and the QR code as SVG markup. */
export type MfaEnrolment = ReturnType<(typeof operatorMfaEnrolResponse)['parse']>;

/** The second factor the form sends: a code of the authenticator app, or one of the recovery codes. */
export type MfaInput = { code: string } | { recovery_code: string };

/** `POST /api/operator/mfa.php`'s answer: the operator, and once, at enrolment, the 10 recovery codes. */
export interface MfaResult {
  operator: OperatorMe;
  recovery_codes?: string[];
}

/** The enrolment query's key: removed once the first code passed. */
export const ENROLMENT_KEY = [CONSOLE_KEY, 'mfa-enrolment'] as const;

/**
 * `GET /api/operator/mfa.php` (issue 31) while `enabled` (the session's `mfa` is `enrol`). Each
 * call makes a new secret, so the answer is kept for the page's life and never fetched again
 * by itself: the QR code stays the one the operator scanned.
 */
export function useMfaEnrolment(enabled: boolean) {
  return useQuery({ queryKey: ENROLMENT_KEY, queryFn: () => api.get<MfaEnrolment>('/api/operator/mfa.php'), enabled, staleTime: Number.POSITIVE_INFINITY });
}

/**
 * `POST /api/operator/mfa.php {code}` or `{recovery_code}` (issue 31, RFC 6238): passes the second
 * factor. Errors: 401 `mfa_code_wrong`, 401 `operator_authentication_required` (the half-signed-in
 * session took too long), 429 `account_blocked {minutes}` (the session is ended); never retried.
 */
export function useVerifyMfa() {
  return useMutation({ mutationFn: (input: MfaInput) => api.post<MfaResult>('/api/operator/mfa.php', input) });
}
