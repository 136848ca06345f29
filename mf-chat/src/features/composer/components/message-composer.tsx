import { useSettings } from '@amora/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The message composer (spec §2, §5): a labelled text field limited to `settings.message_length`
 * characters with a live "{count} / {max}" count. Sending arrives in the next release, so the Send
 * button is disabled and a visible note says why — nothing is sent.
 * @param partnerName the name used in the placeholder.
 */
export function MessageComposer({ partnerName }: { partnerName: string }) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const [draft, setDraft] = useState('');
  const fieldId = useId();
  const countId = useId();
  const noteId = useId();
  const max = settings?.message_length;
  const full = max !== undefined && draft.length >= max;

  return (
    <form className="border-top pt-3" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={fieldId} className="form-label fw-semibold">
        {t('composer.label')}
      </label>
      <textarea
        id={fieldId}
        className="form-control"
        rows={3}
        value={draft}
        maxLength={max}
        placeholder={t('composer.placeholder', { name: partnerName })}
        aria-describedby={max !== undefined ? countId : undefined}
        onChange={(e) => setDraft(max !== undefined ? e.target.value.slice(0, max) : e.target.value)}
      />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
        <p id={noteId} className="small text-body-secondary mb-0">
          {t('composer.coming_soon')}
        </p>
        <div className="d-flex align-items-center gap-3 ms-auto">
          {max !== undefined && (
            <span id={countId} className={`small ${full ? 'text-danger fw-semibold' : 'text-body-secondary'}`} data-testid="char-count">
              {t('composer.count', { count: draft.length, max })}
            </span>
          )}
          <button type="submit" className="btn btn-primary px-4" disabled aria-describedby={noteId}>
            {t('composer.send')}
          </button>
        </div>
      </div>
    </form>
  );
}
