import { Modal, useTranslation } from '@amora/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { BanUntilField } from './ban-until-field';
import type { MemberMessage } from './member-error';
import { EMPTY_REASON, REASON_MAX, type ReasonFields } from './reason-form';

/** Props of {@link ReasonDialog}: its texts, whether the reason is required, the ban's length, and its state and ways out. */
export interface ReasonDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  reasonLabel: string;
  /** A destructive action: the confirm button is red. */
  danger: boolean;
  reasonRequired: boolean;
  /** Asks the ban's length ("For good" / "Until" a day). */
  banLength?: boolean;
  sending: boolean;
  /** Why the last try failed, shown inside; what was typed stays. */
  error: MemberMessage | null;
  onConfirm: (fields: ReasonFields) => void;
  onCancel: () => void;
}

/**
 * The confirmation of an action on a member (issue 31) in the shared modal (focus kept inside,
 * Esc closes it unless it is sending): what will happen, for a ban its length, and the reason
 * (≤ 500 characters, audited; required unless `reasonRequired` is false). `onConfirm` gets the
 * fields with the reason trimmed.
 */
export function ReasonDialog({ title, text, confirmLabel, reasonLabel, danger, reasonRequired, banLength, sending, error, onConfirm, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const form = useForm<ReasonFields>({ defaultValues: EMPTY_REASON });
  const invalid = form.formState.errors.reason;
  return (
    <Modal
      title={title}
      onClose={sending ? undefined : onCancel}
      closeLabel={t('member.cancel')}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={sending}>
            {t('member.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={sending}>
            {sending ? t('member.sending') : confirmLabel}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={form.handleSubmit((fields) => onConfirm({ ...fields, reason: fields.reason.trim() }))}>
        <p>{text}</p>
        {banLength && <BanUntilField form={form} id={id} />}
        <label className="form-label" htmlFor={`${id}-reason`}>
          {reasonLabel}
        </label>
        <textarea
          id={`${id}-reason`}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={REASON_MAX}
          data-autofocus
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-reason-error` : undefined}
          {...form.register('reason', { validate: (value) => !reasonRequired || value.trim() !== '' })}
        />
        {invalid && (
          <div id={`${id}-reason-error`} className="invalid-feedback" role="alert">
            {t('member.reason_required')}
          </div>
        )}
        {error && (
          <p className="alert alert-danger mt-3 mb-0" role="alert">
            {t(error.key, error.values)}
          </p>
        )}
      </form>
    </Modal>
  );
}
