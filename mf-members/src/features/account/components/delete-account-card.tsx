import { REACTIVATION_DAYS, Spinner, useTranslation } from '@amora/shared';
import { lazy, Suspense, useState } from 'react';

// The deletion dialog (alternatives, the stay discount, the confirmation) is rarely opened: its code
// loads on the click, not with /profile (docs/design.md §6, member routes ≤ 250 KB of JavaScript).
const DeleteAccountModal = lazy(() => import('./delete-account-modal').then((m) => ({ default: m.DeleteAccountModal })));

/**
 * The "Delete account" card of `/profile` (spec §2 account deletion with alternatives, §4 reactivation
 * within 14 days): a short explanation and a button opening the deletion dialog (loaded then).
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
      {open && (
        <Suspense fallback={<Spinner />}>
          <DeleteAccountModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
