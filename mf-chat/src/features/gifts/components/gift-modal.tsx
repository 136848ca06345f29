import { type Gift, LoadError, Modal, Spinner, useSettings, useTranslation } from '@amora/shared';
import type { ReactNode } from 'react';
import { useGifts } from '../api/get-gifts';
import { GiftPicture } from '../../../components/gift-picture';
import { useGiftName } from '../../../hooks/use-gift-name';

/**
 * "Send a gift" (issue 9, spec §1 members send gifts): an accessible dialog (the shared `Modal`:
 * focus trapped, Esc and the close button call `onClose`) listing the catalogue of
 * `GET /api/gifts.php` with pictures and localized names, and what a gift costs
 * (`settings.gift_credits`). Choosing one calls `onChoose(gift)`; the caller closes the dialog and
 * sends it.
 * @param partnerName who receives the gift (in the title).
 */
export function GiftModal({ partnerName, onChoose, onClose }: { partnerName: string; onChoose: (gift: Gift) => void; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const gifts = useGifts();
  const name = useGiftName();

  let body: ReactNode;
  if (gifts.data) {
    body = (
      <ul className="list-unstyled row row-cols-2 row-cols-sm-4 g-2 mb-0">
        {gifts.data.map((gift) => (
          <li key={gift.id} className="col">
            <button type="button" className="btn btn-outline-secondary w-100 h-100 d-flex flex-column align-items-center gap-1 py-3" onClick={() => onChoose(gift)}>
              <GiftPicture gift={gift} size={56} />
              <span className="small text-body">{name(gift.key)}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  } else if (gifts.error && !gifts.isFetching) {
    body = <LoadError error={gifts.error} onRetry={() => void gifts.refetch()} />;
  } else {
    body = <Spinner />;
  }

  return (
    <Modal title={t('gift_dialog.title', { name: partnerName })} onClose={onClose} closeLabel={t('common:close')}>
      {settings && <p className="small text-body-secondary">{t('gift_dialog.cost', { count: settings.gift_credits })}</p>}
      {body}
    </Modal>
  );
}
