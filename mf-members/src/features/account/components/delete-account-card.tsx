import { REACTIVATION_DAYS, useTranslation } from '@amora/shared';
import { useState } from 'react';
import { DeleteAccountModal } from './delete-account-modal';

/**
 * The "Delete account" card of `/profile` (spec §2 account deletion with alternatives, §4 reactivation
 * within 14 days): a short explanation and a button opening {@link DeleteAccountModal}.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('members');
  const [open, setOpen] = useState(false);
  return (
    <div className="card border-0 shadow-sm">
      <div className="card-body">
        <h2 className="h5 mb-2">{t('account.delete.title')}</h2>
        <p className="small text-body-secondary">{t('account.delete.intro', { days: REACTIVATION_DAYS })}</p>
        <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
          {t('account.delete.open')}
        </button>
      </div>
      {open && <DeleteAccountModal onClose={() => setOpen(false)} />}
    </div>
  );
}
