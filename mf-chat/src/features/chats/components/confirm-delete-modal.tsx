import { Modal, useTranslation } from '@amora/shared';

/**
 * Asks before a conversation is removed (spec §4). Esc, the backdrop and Cancel keep it.
 * @param name the partner's name shown in the question.
 */
export function ConfirmDeleteModal({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Modal
      title={t('delete_dialog.title')}
      onClose={onCancel}
      size="sm"
      closeLabel={t('common:close')}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('delete_dialog.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            {t('delete_dialog.confirm')}
          </button>
        </>
      }
    >
      <p className="mb-0">{t('delete_dialog.text', { name })}</p>
    </Modal>
  );
}
