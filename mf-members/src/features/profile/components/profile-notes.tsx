import { ApiError, errorKey, useSettings, useUser, useTranslation } from '@amora/shared';
import { type FormEvent, useId, useState } from 'react';
import { NOTES_MAX, saveNotes } from '../api/save-notes';
import type { ProfileDetail } from '@amora/shared';

/** The translation key of a failed save: the notes' own texts for `notes_disabled` and 404, else the shared error text. */
function notesErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'notes_disabled') return 'profile.notes_disabled';
  if (error instanceof ApiError && error.status === 404) return 'profile.errors_blocked';
  return errorKey(error);
}

/**
 * The viewer's private notes about a member (issue 4; settings `visible_profile_notes`): a card
 * "My notes about {name}" with the hint that only the viewer sees them, a labelled textarea (≤ 2000
 * characters, with a character count) and Save → `PUT /api/notes.php`, then a saved confirmation.
 * A failed save shows the error and keeps the text. Rendered only for a logged-in viewer who is not
 * the owner, when the site shows notes and the profile answer carries `notes` (the API leaves it out
 * otherwise, e.g. for a profile the viewer blocked); nothing otherwise.
 */
export function ProfileNotes({ profile }: { profile: ProfileDetail }) {
  const user = useUser();
  const settings = useSettings();
  const shown = user != null && user.profile.id !== profile.id && settings?.visible_profile_notes === true && profile.notes !== undefined;
  return shown ? <NotesForm key={profile.id} profile={profile} /> : null;
}

function NotesForm({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('members');
  const id = useId();
  const [text, setText] = useState(profile.notes ?? '');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setError(null);
    try {
      const stored = await saveNotes(profile.id, text);
      setText(stored ?? '');
      setSaved(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const titleId = `${id}-title`;
  const describedBy = [`${id}-hint`, `${id}-count`, error !== null ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <section className="card mb-4" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {t('profile.notes_title', { name: profile.name })}
        </h2>
        <p id={`${id}-hint`} className="small text-body-secondary">
          {t('profile.notes_hint')}
        </p>
        <form onSubmit={submit} noValidate>
          <label className="form-label" htmlFor={`${id}-text`}>
            {t('profile.notes_label')}
          </label>
          <textarea
            id={`${id}-text`}
            className={`form-control ${error !== null ? 'is-invalid' : ''}`}
            rows={4}
            maxLength={NOTES_MAX}
            value={text}
            aria-describedby={describedBy}
            aria-invalid={error !== null}
            onChange={(e) => {
              setText(e.target.value);
              setSaved(false);
            }}
          />
          <p id={`${id}-count`} className="form-text text-end mb-2">
            {t('profile.notes_count', { count: text.length, max: NOTES_MAX })}
          </p>
          {error !== null && (
            <p id={`${id}-error`} className="alert alert-danger py-2 small" role="alert">
              {t(notesErrorKey(error))}
            </p>
          )}
          <div className="d-flex flex-wrap align-items-center gap-3">
            <button type="submit" className="btn btn-outline-primary" disabled={busy}>
              {t('profile.notes_save')}
            </button>
            <span className="small text-success-emphasis" role="status">
              {saved ? t('profile.notes_saved') : ''}
            </span>
          </div>
        </form>
      </div>
    </section>
  );
}
