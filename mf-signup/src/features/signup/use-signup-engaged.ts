import { useCallback, useState } from 'react';

/**
 * Whether sign-up started on this page: true from the form's first `onProgress(true)` on, and it
 * stays true. A page that shows "you are logged in" to members keeps showing the form (and its
 * sign-up steps, spec §4) to the member who has just been created there.
 * @returns `[engaged, onProgress]` — pass `onProgress` to the SignupForm.
 */
export function useSignupEngaged(): [boolean, (inProgress: boolean) => void] {
  const [engaged, setEngaged] = useState(false);
  const onProgress = useCallback((inProgress: boolean) => {
    if (inProgress) setEngaged(true);
  }, []);
  return [engaged, onProgress];
}
