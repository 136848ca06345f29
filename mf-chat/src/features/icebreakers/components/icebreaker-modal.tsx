import { Modal, useTranslation } from '@amora/shared';
import { ICEBREAKERS } from '../icebreakers';

/**
 * The icebreaker dialog (spec §2; issue 9): a few friendly openers for a conversation without
 * messages, in the active locale with the partner's name. Choosing one calls `onChoose(text)` to
 * put it in the composer (it is not sent); Esc and the close button call `onClose`.
 */
export function IcebreakerModal({ partnerName, onChoose, onClose }: { partnerName: string; onChoose: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Modal title={t('icebreakers.title')} onClose={onClose} closeLabel={t('common:close')}>
      <p className="small text-body-secondary">{t('icebreakers.intro')}</p>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {ICEBREAKERS.map((key) => {
          const text = t(`icebreakers.openers.${key}`, { name: partnerName });
          return (
            <li key={key}>
              <button type="button" className="btn btn-outline-primary w-100 text-start" onClick={() => onChoose(text)}>
                {text}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
