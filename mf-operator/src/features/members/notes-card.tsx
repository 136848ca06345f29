import { type MemberDetail, memberNoteAction } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../i18n/load-locale';
import type { MemberMessage } from './member-error';
import { SectionCard } from './section-card';
import type { SendRequest } from './use-member-actions';
import { useFormat } from '../../lib/use-format';

/** The note as the contract's `note` action takes it (trimmed, 1–2000 characters). */
const noteSchema = memberNoteAction.pick({ text: true });

/**
 * Staff notes about the member (issue 31), newest first, each with who wrote it and when (the
 * CLIs' or a removed operator's without an e-mail); with the permission `member_support` a field
 * to add one (`note`). Done: the field empties; a failure shows here, keeping the text.
 */
export function NotesCard({ notes, mayAdd, sending, send }: { notes: MemberDetail['notes']; mayAdd: boolean; sending: boolean; send: SendRequest }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { when } = useFormat();
  const id = useId();
  const [error, setError] = useState<MemberMessage | null>(null);
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(noteSchema), defaultValues: { text: '' } });
  const invalid = formState.errors.text;
  const submit = handleSubmit(async ({ text }) => {
    const failure = await send({ kind: 'action', action: { action: 'note', text } }, { key: 'member.done.note' });
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
            maxLength={noteSchema.shape.text.maxLength ?? undefined}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            {...register('text')}
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
