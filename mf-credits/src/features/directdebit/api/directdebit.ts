import { type DirectDebitMandate, type Payment, api } from '@amora/shared';

/**
 * `POST /api/directdebit.php?payment=ID` (issue 11, spec §5) — the SEPA mandate of a pending
 * direct-debit payment; the API texts a 6-digit code to `mandate.mobile`.
 * @returns `sms_to`, the number the code went to (masked).
 * @throws ApiError — 400 invalid_request (`issues[].path` `iban` for an IBAN the bank refuses),
 *   409 `account_blocked`, 409 `limit_reached`, 404 not_found (not a pending direct debit).
 */
export async function sendMandate(paymentId: number, mandate: DirectDebitMandate): Promise<{ sms_to: string }> {
  return api.post<{ ok: true; sms_to: string }>(`/api/directdebit.php?payment=${paymentId}`, mandate);
}

/**
 * `POST /api/directdebit.php?payment=ID&confirm=1 {code, consent: true}` — confirms the mandate
 * with the SMS code; the bank then completes the payment.
 * @returns the payment (completed).
 * @throws ApiError — 400 `sms_code_invalid` (wrong, expired, or 3 wrong tries: ask for a new code).
 */
export async function confirmDebit(paymentId: number, code: string): Promise<Payment> {
  return (await api.post<{ payment: Payment }>(`/api/directdebit.php?payment=${paymentId}&confirm=1`, { code, consent: true })).payment;
}
