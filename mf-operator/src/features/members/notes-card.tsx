import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../i18n/load-locale';
import type { MemberMessage } from './member-error';
import { SectionCard } from './section-card';
import type { SendRequest } from './use-member-actions';
import { useMemberFormat } from './use-member-format';

/** The longest note the API takes (1–2000 characters). */
const NOTE_MAX = 2000;

/**
 * Staff notes about the member (issue 31), newest first, each with who wrote it and when (the
 * CLIs' or a removed operator's without an e-mail); with the permission `member_support` a field
 * to add one (`note`). Done: the field empties; a failure shows here, keeping the text.
 */
export function NotesCard({ notes, mayAdd, sending, send }: { notes: MemberDetail['notes']; mayAdd: boolean; sending: boolean; send: SendRequest }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { when } = useMemberFormat();
  const id = useId();
  const [error, setError] = useState<MemberMessage | null>(null);
  const { register, handleSubmit, reset, formState } = useForm({ defaultValues: { text: '' } });
  const invalid = formState.errors.text;
  const submit = handleSubmit(async ({ text }) => {
    const failure = await send({ kind: 'action', action: { action: 'note', text: text.trim() } }, { key: 'member.done.note' });
    setError(failure);
    if (!failure) reset();
  });
  return (
    <SectionCard section="notes" title={t('member.sections.notes')}>
      {mayAdd && (
        <form noValidate onSubmit={submit} className="mb-3" aria-label={t('member.notes.add')}>
          <label className="form-label" htmlFor={`${id}-text`}>
            {t('member.notes.new')}
          </label>
          <textarea
            id={`${id}-text`}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            rows={3}
            maxLength={NOTE_MAX}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            {...register('text', { validate: (value) => value.trim() !== '' })}
          />
          {invalid && (
            <div id={`${id}-error`} className="invalid-feedback" role="alert">
              {t('member.notes.required')}
            </div>
          )}
          <button type="submit" className="btn btn-primary btn-sm mt-2" disabled={sending}>
            {t('member.notes.add')}
          </button>
          {error && (
            <p className="alert alert-danger mt-3 mb-0" role="alert">
              {t(error.key, error.values)}
            </p>
          )}
        </form>
      )}
      {notes.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('member.notes.none')}</p>
      ) : (
        <ul className="list-group list-group-flush" aria-label={t('member.sections.notes')}>
          {notes.map((note) => (
            <li key={note.id} className="list-group-item px-0">
              <p className="mb-1" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </p>
              <div className="small text-body-secondary">{t('member.notes.by', { who: note.operator_email ?? t('member.notes.by_cli'), date: when(note.created_at) })}</div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
