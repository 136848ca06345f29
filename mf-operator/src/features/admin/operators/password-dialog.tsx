import { Modal, useTranslation } from '@amora/shared';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';

/**
 * A new password of an operator account, shown ONCE (issue 31: the first password at creation, or
 * after "Reset password"): the password, a "Copy" button (the clipboard; "Copied" is announced)
 * and "Done", after which it cannot be shown again.
 */
export function PasswordDialog({ email, password, onDone }: { email: string; password: string; onDone: () => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard?.writeText(password).then(
      () => setCopied(true),
      () => setCopied(false),
    ) ?? setCopied(false);
  const footer = (
    <button type="button" className="btn btn-primary" onClick={onDone}>
      {t('operators.password_done')}
    </button>
  );
  return (
    <Modal title={t('operators.password_title')} footer={footer}>
      <p>{t('operators.password_text', { email })}</p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <code className="fs-5" data-testid="new-password">
          {password}
        </code>
        <button type="button" className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1" data-autofocus onClick={() => void copy()}>
          <Copy aria-hidden="true" size={16} />
          {t('operators.copy')}
        </button>
      </div>
      <p className="small mt-2 mb-0" role="status">
        {copied === true ? t('operators.copied') : copied === false ? t('operators.copy_failed') : ''}
      </p>
    </Modal>
  );
}
