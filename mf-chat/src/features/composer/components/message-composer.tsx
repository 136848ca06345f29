import { useSettings } from '@amora/shared';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Characters as a person counts them (code points, as the API's `message_length` rule does). */
const length = (text: string) => [...text].length;
/** The first `max` code points of `text`. */
const clip = (text: string, max: number) => (length(text) > max ? [...text].slice(0, max).join('') : text);

/** Props of {@link MessageComposer}. */
export interface MessageComposerProps {
  /** The name used in the placeholder. */
  partnerName: string;
  /** Sends the text; resolves `true` when the draft may be cleared, `false` to keep it (a refused send). */
  onSend: (text: string) => Promise<boolean>;
  /** What the member pays, under the field (spec §2: the cost is shown where a member pays). */
  cost?: ReactNode;
  /** A refused send's explanation (with its link), shown above the field. */
  notice?: ReactNode;
}

/**
 * The message composer (spec §2, §5): a labelled text field limited to `settings.message_length`
 * characters (code points) with a live "{count} / {max}" count; Enter or Send sends, Shift+Enter
 * starts a new line. The draft is cleared only when `onSend` says so: a refused send keeps it.
 */
export function MessageComposer({ partnerName, onSend, cost, notice }: MessageComposerProps) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const countId = useId();
  const costId = useId();
  const max = settings?.message_length;
  const count = length(draft);
  const full = max !== undefined && count >= max;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || sending) return;
    setSending(true);
    try {
      if (await onSend(text)) setDraft('');
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="border-top pt-3" onSubmit={submit}>
      {notice}
      <label htmlFor={fieldId} className="form-label fw-semibold">
        {t('composer.label')}
      </label>
      <textarea
        id={fieldId}
        className="form-control"
        rows={3}
        value={draft}
        placeholder={t('composer.placeholder', { name: partnerName })}
        aria-describedby={[max !== undefined ? countId : '', cost ? costId : ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => setDraft(max !== undefined ? clip(e.target.value, max) : e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
        {cost && (
          <p id={costId} className="small text-body-secondary mb-0">
            {cost}
          </p>
        )}
        <div className="d-flex align-items-center gap-3 ms-auto">
          {max !== undefined && (
            <span id={countId} className={`small ${full ? 'text-danger fw-semibold' : 'text-body-secondary'}`} data-testid="char-count">
              {t('composer.count', { count, max })}
            </span>
          )}
          <button type="submit" className="btn btn-primary px-4" disabled={sending || !draft.trim()}>
            {t('composer.send')}
          </button>
        </div>
      </div>
    </form>
  );
}
