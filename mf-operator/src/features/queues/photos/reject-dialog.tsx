import { useTranslation } from '@amora/shared';
import { ReasonDialog } from '../../../components/reason-dialog';
import { OPERATOR_NS } from '../../../i18n/load-locale';

/** The quick reasons of a rejection (`photos.quick.<key>`), each filling in the reason field. */
const QUICK_REASONS = ['not_member', 'nudity', 'other_people', 'low_quality'] as const;

/**
 * "Reject this photo?" (issue 31) in the shared {@link ReasonDialog}: the reason, required — typed,
 * or one click on a quick reason ("Not the member", "Nudity", "Other people", "Low quality"),
 * which fills in the field to add to. `onConfirm` gets the trimmed reason; `error` (an i18n key)
 * says why the last try failed, the reason staying as typed. Esc, the close button and "Cancel"
 * close it unless it is sending.
 */
export function RejectDialog({ name, sending, error, onConfirm, onCancel }: { name: string; sending: boolean; error: string | null; onConfirm: (reason: string) => void; onCancel: () => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  return (
    <ReasonDialog
      texts={{
        title: t('photos.reject_title', { name }),
        confirm: t('photos.reject_confirm'),
        sending: t('photos.rejecting'),
        cancel: t('photos.cancel'),
        reason: t('photos.reason'),
        reasonRequired: t('photos.reason_required'),
      }}
      danger
      extra={(form) => (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('photos.quick_label')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {QUICK_REASONS.map((key) => (
              <button key={key} type="button" className="btn btn-outline-secondary btn-sm" onClick={() => form.setValue('reason', t(`photos.quick.${key}`), { shouldValidate: true })}>
                {t(`photos.quick.${key}`)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      sending={sending}
      error={error && t(error)}
      onConfirm={({ reason }) => onConfirm(reason)}
      onCancel={onCancel}
    />
  );
}
