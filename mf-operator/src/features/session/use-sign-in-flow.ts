import { useQueryClient } from '@amora/shared/query';
import { useState } from 'react';
import { SESSION_KEY } from '../../lib/session-key';
import { type LoginInput, useLogin } from './api/login';
import { ENROLMENT_KEY, type MfaInput, useVerifyMfa } from './api/mfa';
import { useOperatorSession } from './api/session';
import { endsSignIn, type SignInError, signInError } from './sign-in-error';

/**
 * Where the sign-in is: `loading`/`failed` (looking up the session), `password`, `enrol` (first
 * TOTP set-up with the QR code), `verify` (a TOTP or recovery code), `codes` (the recovery codes,
 * shown once after enrolment), `done` (signed in).
 */
export type SignInStep = 'loading' | 'failed' | 'password' | 'enrol' | 'verify' | 'codes' | 'done';

/**
 * The console's sign-in (issue 31 "Operator accounts"): e-mail and password, then the second
 * factor — enrolment (QR code, first code, the 10 recovery codes shown once) or a code of the
 * authenticator app or a recovery code. The step follows the session the API reports, so a reload
 * in the middle continues where it was; a failure keeps its localized text (`error`) until the
 * next attempt, also when it sends the operator back to the password (session timed out, blocked).
 */
export function useSignInFlow() {
  const client = useQueryClient();
  const session = useOperatorSession();
  const login = useLogin();
  const verify = useVerifyMfa();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<SignInError | null>(null);

  let step: SignInStep;
  if (recoveryCodes) step = 'codes';
  else if (session.isPending) step = 'loading';
  else if (session.isError) step = 'failed';
  else if (!session.data) step = 'password';
  else step = session.data.mfa ?? 'done';

  const fail = (failure: unknown, recovery = false) => {
    setError(signInError(failure, recovery));
    if (endsSignIn(failure)) client.setQueryData(SESSION_KEY, null);
  };

  /** Sends e-mail and password; the session's `mfa` then says which second step follows. */
  const signIn = async (input: LoginInput) => {
    setError(null);
    try {
      await login.mutateAsync(input);
    } catch (failure) {
      fail(failure);
    }
  };

  /** Sends the second factor; at enrolment the recovery codes are shown before going on. */
  const confirm = async (input: MfaInput) => {
    setError(null);
    try {
      const result = await verify.mutateAsync(input);
      if (result.recovery_codes?.length) setRecoveryCodes(result.recovery_codes);
      client.removeQueries({ queryKey: ENROLMENT_KEY });
      client.setQueryData(SESSION_KEY, { operator: result.operator, mfa: null });
    } catch (failure) {
      fail(failure, 'recovery_code' in input);
    }
  };

  return {
    step,
    error,
    recoveryCodes,
    sending: login.isPending || verify.isPending,
    signIn,
    confirm,
    /** "I have saved them": the sign-in is done. */
    codesSaved: () => setRecoveryCodes(null),
    retry: () => void session.refetch(),
  };
}
