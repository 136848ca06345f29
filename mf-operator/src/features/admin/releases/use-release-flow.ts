import { useState } from 'react';
import { apiErrorKey } from '../../../lib/api-error';
import { type ReleaseRequest, useReleaseAction } from './use-releases';

/** The API's error codes the Releases screen words itself. */
const ERRORS = {
  no_canary: 'releases.errors.no_canary',
  no_previous_version: 'releases.errors.no_previous_version',
  not_found: 'releases.errors.not_found',
  forbidden_role: 'releases.errors.forbidden',
  invalid_request: 'releases.errors.invalid',
};

/**
 * The Releases screen's actions (issue 31): `ask` opens the confirmation of a request, `confirm`
 * sends it (the dialog stays open with the localized error when it fails), `cancel` closes it;
 * `done` is the last request carried out and the version it left (for the status line).
 */
export function useReleaseFlow() {
  const action = useReleaseAction();
  const [pending, setPending] = useState<ReleaseRequest | null>(null);
  const [done, setDone] = useState<{ request: ReleaseRequest; version: string | null } | null>(null);
  const ask = (request: ReleaseRequest) => {
    action.reset();
    setPending(request);
  };
  const confirm = (request: ReleaseRequest) =>
    action.mutate(request, {
      onSuccess: (answer) => {
        setPending(null);
        setDone({ request, version: answer.remote?.version ?? null });
      },
    });
  return {
    pending,
    done,
    busy: action.isPending,
    error: action.isError ? apiErrorKey(action.error, ERRORS) : null,
    ask,
    confirm,
    cancel: () => setPending(null),
  };
}
