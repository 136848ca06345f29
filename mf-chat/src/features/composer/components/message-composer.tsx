import { useSettings, useTranslation } from '@amora/shared';
import { type FormEvent, type KeyboardEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';

/** Characters as a person counts them (code points, as the API's `message_length` rule does). */
const length = (text: string) => [...text].length;
/** The first `max` code points of `text`. */
export const clip = (text: string, max: number | undefined) => (max !== undefined && length(text) > max ? [...text].slice(0, max).join('') : text);

/** Props of {@link MessageComposer}. */
export interface MessageComposerProps {
  /** The name used in the placeholder. */
  partnerName: string;
  /** Sends the text; resolves `true` when it is on its way or sent, `false` when it was refused (the draft comes back). */
  onSend: (text: string) => Promise<boolean>;
  /** The draft, when the screen holds it (an icebreaker fills it); else the composer keeps its own. */
  draft?: string;
  onDraftChange?: (draft: string) => void;
  /** The text field, to move focus into it. */
  fieldRef?: Ref<HTMLTextAreaElement>;
  /** What the member pays, under the field (spec §2: the cost is shown where a member pays). */
  cost?: ReactNode;
  /** A refused send's explanation (with its link), shown above the field. */
  notice?: ReactNode;
  /** More ways to write (send a gift, icebreakers), next to the send button. */
  actions?: ReactNode;
}

/**
 * The message composer (spec §2, §5): a labelled text field that never holds more than
 * `settings.message_length` characters (code points) with a live "{count} / {max}" count; Enter or
 * Send sends, Shift+Enter starts a new line. The field empties at once (the message shows as a
 * pending bubble); a refused send puts the draft back unless the member has started a new one.
 */
export function MessageComposer({ partnerName, onSend, draft: outerDraft, onDraftChange, fieldRef, cost, notice, actions }: MessageComposerProps) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const [ownDraft, setOwnDraft] = useState('');
  const draft = outerDraft ?? ownDraft;
  const setDraft = onDraftChange ?? setOwnDraft;
  // The draft as last rendered, so a refusal that arrives later does not overwrite new typing.
  const latest = useRef(draft);
  latest.current = draft;
  const fieldId = useId();
  const countId = useId();
  const costId = useId();
  const max = settings?.message_length;
  const count = length(draft);
  const full = max !== undefined && count >= max;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const kept = draft;
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    latest.current = '';
    if (!(await onSend(text)) && latest.current === '') setDraft(kept);
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
        ref={fieldRef}
        className="form-control"
        rows={3}
        value={draft}
        placeholder={t('composer.placeholder', { name: partnerName })}
        aria-describedby={[max !== undefined ? countId : '', cost ? costId : ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => setDraft(clip(e.target.value, max))}
        onKeyDown={onKeyDown}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        {actions}
        <div className="d-flex align-items-center gap-3 ms-auto">
          {max !== undefined && (
            <span id={countId} className={`small ${full ? 'text-danger fw-semibold' : 'text-body-secondary'}`}>
              {t('composer.count', { count, max })}
            </span>
          )}
          <button type="submit" className="btn btn-primary px-4" disabled={!draft.trim()}>
            {t('composer.send')}
          </button>
        </div>
      </div>
      {cost && (
        <p id={costId} className="small text-body-secondary mt-2 mb-0">
          {cost}
        </p>
      )}
    </form>
  );
}
