import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The last sign-up step (spec §4): asks the new member to confirm the account with the link sent
 * to `email`. Focus moves to the heading so screen readers announce the step; Close calls `onClose`.
 */
export function SignupDone({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation('signup');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center py-3">
      <div className="display-6 mb-2" aria-hidden="true">
        ✉
      </div>
      <h2 className="h4" ref={heading} tabIndex={-1}>
        {t('done.title')}
      </h2>
      <p className="text-body-secondary">{t('done.text', { email })}</p>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {t('done.close')}
      </button>
    </div>
  );
}
