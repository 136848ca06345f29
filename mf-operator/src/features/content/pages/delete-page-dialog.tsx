import { Modal, useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useLanguageName } from '../../../lib/language-name';
import type { PageDeletion } from './use-pages-flow';

/**
 * The confirmation of deleting a page (issue 31): one language of `/{token}`, or the page in every
 * language it has; members then get "page not found" at that address (in that language). Esc and
 * "Cancel" delete nothing.
 */
export function DeletePageDialog({ deletion, busy, error, onConfirm, onCancel }: { deletion: PageDeletion; busy: boolean; error: string | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const languageName = useLanguageName();
  const { token, locale, count } = deletion;
  const footer = (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {t('pages.cancel')}
      </button>
      <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm}>
        {busy ? t('pages.deleting') : t('pages.delete')}
      </button>
    </>
  );
  return (
    <Modal title={t('pages.delete_title', { token })} onClose={onCancel} closeLabel={t('pages.close')} footer={footer}>
      <p className="mb-0">{locale ? t('pages.delete_locale_text', { token, language: languageName(locale) }) : t('pages.delete_page_text', { token, count })}</p>
      {error && (
        <p className="alert alert-danger mt-3 mb-0" role="alert">
          {t(error)}
        </p>
      )}
    </Modal>
  );
}
