import { registerNamespace } from '@amora/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_NAMESPACE, loadSignupLocale } from '../../i18n/load-locale';

/**
 * Makes sure the `signup` namespace is loaded for the active locale. The shell's sign-up modal
 * loads the exposed form without this remote's app lifecycles, so the form registers it itself.
 * @returns true once the texts are available (or loading them failed: keys are shown then).
 */
export function useSignupNamespace(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, SIGNUP_NAMESPACE));
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    registerNamespace(SIGNUP_NAMESPACE, loadSignupLocale).then(done, done);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
