import { complaintReplyBody } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';

/** The reply as the contract's `complaintReplyBody` takes it (trimmed, 1–5000 characters). */
const replySchema = complaintReplyBody.pick({ reply: true });

/**
 * The reply by e-mail to a complainant (issue 31): a labelled text area (required, ≤ 5000
 * characters) and "Send reply". The text is kept when sending fails (`onSend` resolves false) and
 * emptied once sent.
 */
export function ReplyForm({ email, busy, onSend }: { email: string; busy: boolean; onSend: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(replySchema), defaultValues: { reply: '' } });
  const invalid = formState.errors.reply;
  const send = async ({ reply }: { reply: string }) => {
    if (await onSend(reply)) reset();
  };
  return (
    <form noValidate onSubmit={handleSubmit(send)} aria-busy={formState.isSubmitting}>
      <label className="form-label" htmlFor={`${id}-reply`}>
        {t('complaints.reply_label', { email })}
      </label>
      <textarea
        id={`${id}-reply`}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        rows={4}
        maxLength={replySchema.shape.reply.maxLength ?? undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-reply-error` : `${id}-reply-help`}
        {...register('reply')}
      />
      {invalid ? (
        <div id={`${id}-reply-error`} className="invalid-feedback" role="alert">
          {t('complaints.reply_required')}
        </div>
      ) : (
        <div id={`${id}-reply-help`} className="form-text">
          {t('complaints.reply_help')}
        </div>
      )}
      <button type="submit" className="btn btn-primary mt-2 d-inline-flex align-items-center gap-2" disabled={busy}>
        <Send aria-hidden="true" size={16} />
        {formState.isSubmitting ? t('complaints.sending') : t('complaints.send')}
      </button>
    </form>
  );
}
