import { Modal, errorKey, useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { blockProfile } from '../api/blocks';

/**
 * Confirms blocking a member (spec §6) in the shared `Modal`: says what a block does, and on "Block"
 * calls `POST /api/blocks.php`. A failure stays in the dialog as an alert; Cancel, Esc or the backdrop
 * close it without blocking.
 * @param onBlocked called once the API stored the block.
 */
export function BlockDialog({ profile, onBlocked, onClose }: { profile: { id: number; name: string }; onBlocked: () => void; onClose: () => void }) {
  const { t } = useTranslation('members');
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await blockProfile(profile.id);
      onBlocked();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('profile.block_title', { name: profile.name })}
      onClose={busy ? undefined : onClose}
      closeLabel={t('close', { ns: 'common' })}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
            {t('profile.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={confirm} disabled={busy} aria-describedby={error ? errorId : undefined}>
            {t('profile.block_confirm')}
          </button>
        </>
      }
    >
      <p className="mb-0">{t('profile.block_text', { name: profile.name })}</p>
      {error !== null && (
        <p id={errorId} className="alert alert-danger mt-3 mb-0" role="alert">
          {t(errorKey(error))}
        </p>
      )}
    </Modal>
  );
}
