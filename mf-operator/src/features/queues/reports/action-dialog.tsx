import type { OperatorReport, ReportAction } from '@amora/contracts';
import { Modal, useTranslation } from '@amora/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { type ActionFields, EMPTY_FIELDS, REASON_MAX, actionValues } from './action-form';
import { BanLength } from './ban-length';
import { PhotoPicker } from './photo-picker';
import type { ActionValues } from './use-report-actions';

/** What the dialog needs: the report, the action, whether it is sending, the last failure (i18n key), and its two ways out. */
export interface ActionDialogProps {
  report: OperatorReport;
  action: ReportAction;
  sending: boolean;
  error: string | null;
  onConfirm: (values: ActionValues) => void;
  onCancel: () => void;
}

/**
 * The confirmation of a report action (issue 31) in the shared modal: what will happen (and that
 * the report closes), the reason (required, ≤ 500 characters, audited; a ban's is shown to the
 * member at login), for "Hide a photo" the photo, for "Ban" its length ("For good" by default, or
 * until a day). A failure shows inside, keeping what was typed.
 */
export function ActionDialog({ report, action, sending, error, onConfirm, onCancel }: ActionDialogProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const form = useForm<ActionFields>({ defaultValues: EMPTY_FIELDS });
  const invalid = form.formState.errors.reason;
  const name = report.reported.name;
  return (
    <Modal
      title={t(`reports.confirm.${action}.title`, { name })}
      onClose={sending ? undefined : onCancel}
      closeLabel={t('reports.cancel')}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={sending}>
            {t('reports.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className={`btn ${action === 'dismiss' ? 'btn-primary' : 'btn-danger'}`} disabled={sending}>
            {sending ? t('reports.sending') : t(`reports.confirm.${action}.button`)}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={form.handleSubmit((fields) => onConfirm(actionValues(action, fields)))}>
        <p>{t(`reports.confirm.${action}.text`, { name })}</p>
        {action === 'hide_photo' && <PhotoPicker photos={report.reported.photos} form={form} id={id} />}
        {action === 'ban' && <BanLength form={form} id={id} />}
        <label className="form-label" htmlFor={`${id}-reason`}>
          {t(action === 'ban' ? 'reports.ban_reason' : 'reports.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={REASON_MAX}
          data-autofocus
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-reason-error` : undefined}
          {...form.register('reason', { validate: (value) => value.trim() !== '' })}
        />
        {invalid && (
          <div id={`${id}-reason-error`} className="invalid-feedback" role="alert">
            {t('reports.reason_required')}
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
