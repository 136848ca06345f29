import { ApiError, bus, navigate, useLocalizePath, useTranslation } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { type FormEvent, useState } from 'react';
import { deleteAccount } from '../api/delete-account';
import { companyInfoQueryOptions } from '../api/get-company-info';
import { goInvisible } from '../api/go-invisible';
import { accountErrorKey } from '../error-text-key';

/** Where "go invisible instead" stands. */
export type InvisibleState = 'idle' | 'busy' | 'done' | 'failed';

/**
 * The data of the account deletion modal (spec §2 "account deletion with alternatives", §4 deleted
 * account), kept while the member goes back and forth between its two steps:
 * - `discount`: company info's `delete_discount` (percent; 0 without one or without company info);
 * - `invisible` and `makeInvisible()`: `PUT /api/profile.php {invisible: true}`;
 * - `password`, `reason` and their setters; `submit(event)`: `DELETE /api/user.php`, then the member
 *   is logged out on the bus (`auth$` null + `auth:logged-out`) and sent to
 *   `/account-deleted?until=<reactivate_until>`; on failure `busy` ends and the error is
 *   `passwordError` (`old_password_wrong`) or `formError` (anything else), translated.
 */
export function useDeleteAccount() {
  const { t } = useTranslation('members');
  const localize = useLocalizePath();
  // Without company info the discount offer is simply left out.
  const discount = useQuery(companyInfoQueryOptions()).data?.delete_discount ?? 0;
  const [invisible, setInvisible] = useState<InvisibleState>('idle');
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ code: string; text: string } | null>(null);

  const makeInvisible = async () => {
    setInvisible('busy');
    try {
      await goInvisible();
      setInvisible('done');
    } catch {
      setInvisible('failed');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { reactivate_until } = await deleteAccount(password, reason);
      bus.auth$.next(null);
      bus.emit('auth:logged-out', { reason: 'logout' });
      navigate(localize(`/account-deleted?until=${encodeURIComponent(reactivate_until)}`));
    } catch (caught) {
      setError({ code: caught instanceof ApiError ? caught.code : '', text: t(accountErrorKey(caught)) });
      setBusy(false);
    }
  };

  const passwordError = error?.code === 'old_password_wrong' ? error.text : null;
  const formError = error && !passwordError ? error.text : null;
  return { discount, invisible, makeInvisible, password, setPassword, reason, setReason, busy, passwordError, formError, submit };
}
