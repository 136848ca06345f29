import { Modal, useTranslation } from '@amora/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';

/** The quick reasons of a rejection (`photos.quick.<key>`), each filling in the reason field. */
const QUICK_REASONS = ['not_member', 'nudity', 'other_people', 'low_quality'] as const;

/** The longest reason the API takes (`reason` ≤ 500 characters). */
const REASON_MAX = 500;

/**
 * "Reject this photo?" (issue 31): the reason, required — typed, or one click on a quick reason
 * ("Not the member", "Nudity", "Other people", "Low quality"), which fills in the field to add to.
 * `onConfirm` gets the trimmed reason; `error` (an i18n key) says why the last try failed, the
 * reason staying as typed. Esc, the close button and "Cancel" close it unless it is sending.
 */
export function RejectDialog({ name, sending, error, onConfirm, onCancel }: { name: string; sending: boolean; error: string | null; onConfirm: (reason: string) => void; onCancel: () => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const { register, handleSubmit, setValue, formState } = useForm({ defaultValues: { reason: '' } });
  const invalid = formState.errors.reason;
  const close = sending ? undefined : onCancel;
  return (
    <Modal
      title={t('photos.reject_title', { name })}
      onClose={close}
      closeLabel={t('photos.cancel')}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={sending}>
            {t('photos.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-danger" disabled={sending}>
            {sending ? t('photos.rejecting') : t('photos.reject_confirm')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={handleSubmit(({ reason }) => onConfirm(reason.trim()))}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('photos.quick_label')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {QUICK_REASONS.map((key) => (
              <button key={key} type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setValue('reason', t(`photos.quick.${key}`), { shouldValidate: true })}>
                {t(`photos.quick.${key}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <label className="form-label" htmlFor={`${id}-reason`}>
          {t('photos.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={REASON_MAX}
          data-autofocus
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-reason-error` : undefined}
          {...register('reason', { validate: (value) => value.trim() !== '' })}
        />
        {invalid && (
          <div id={`${id}-reason-error`} className="invalid-feedback" role="alert">
            {t('photos.reason_required')}
          </div>
        )}
        {error && (
          <p className="alert alert-danger mt-3 mb-0" role="alert">
            {t(error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
