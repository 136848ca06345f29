import { Modal } from '@amora/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { EMPTY_REASON, REASON_MAX, type ReasonFields, type ReasonForm, type ReasonOptions, type ReasonValues, reasonSchema } from '../lib/reason-form';
import { BanLengthField } from './ban-length-field';

/** The texts of a {@link ReasonDialog}, translated by its caller. */
export interface ReasonDialogTexts {
  title: string;
  /** What will happen, first in the dialog (none: no paragraph). */
  intro?: string;
  confirm: string;
  /** The confirm button's text while sending ("Sending …"). */
  sending: string;
  cancel: string;
  reason: string;
  /** Under a reason the schema refuses: empty while required (the field stops at 500 characters). */
  reasonRequired: string;
}

/** Props of {@link ReasonDialog}: what it asks ({@link ReasonOptions}), its texts, its state and ways out. */
export interface ReasonDialogProps extends ReasonOptions {
  texts: ReasonDialogTexts;
  /** A destructive action: the confirm button is red. */
  danger: boolean;
  /** Fields above the reason (a photo to pick, quick reasons), given the form and the dialog's id prefix. */
  extra?: (form: ReasonForm, id: string) => ReactNode;
  sending: boolean;
  /** Why the last try failed, translated, shown inside; what was typed stays. */
  error: string | null;
  onConfirm: (values: ReasonValues) => void;
  onCancel: () => void;
}

/**
 * The confirmation of an operator's action (issue 31: member actions, report actions, a photo's
 * rejection) in the shared modal (focus kept inside, on the reason first; Esc, × and "Cancel"
 * close it unless it is sending): the intro, the `extra` fields, a ban's length when
 * `banLength`, and the reason (audited, ≤ 500 characters; required unless `reasonOptional`).
 * The fields are checked by `reasonSchema` (zod); `onConfirm` gets the values for the API.
 */
export function ReasonDialog({ texts, danger, extra, reasonOptional, banLength, image, sending, error, onConfirm, onCancel }: ReasonDialogProps) {
  const id = useId();
  const resolver = useMemo(() => zodResolver(reasonSchema({ reasonOptional, banLength, image })), [reasonOptional, banLength, image]);
  const form = useForm<ReasonFields, unknown, ReasonValues>({ resolver, defaultValues: EMPTY_REASON });
  const invalid = form.formState.errors.reason;
  return (
    <Modal
      title={texts.title}
      onClose={sending ? undefined : onCancel}
      closeLabel={texts.cancel}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={sending}>
            {texts.cancel}
          </button>
          <button type="submit" form={`${id}-form`} className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={sending}>
            {sending ? texts.sending : texts.confirm}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={form.handleSubmit((values) => onConfirm(values))}>
        {texts.intro && <p>{texts.intro}</p>}
        {extra?.(form, id)}
        {banLength && <BanLengthField form={form} id={id} />}
        <label className="form-label" htmlFor={`${id}-reason`}>
          {texts.reason}
        </label>
        <textarea
          id={`${id}-reason`}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={REASON_MAX}
          data-autofocus
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-reason-error` : undefined}
          {...form.register('reason')}
        />
        {invalid && (
          <div id={`${id}-reason-error`} className="invalid-feedback" role="alert">
            {texts.reasonRequired}
          </div>
        )}
        {error && (
          <p className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
