import { bus, useObservable, useSettings, useUser } from '@amora/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/app-link';
import type { ProfileDetail } from '../types';

/**
 * How the viewer can get in touch with this member (spec §2, §6):
 * - a member: "Send a message" to `/members/{id}/chat`, or "Continue chatting" to `/chats/{conversation}`
 *   when a conversation exists (from `bus.chats$`);
 * - a visitor: a message box whose button opens sign-up with the profile id and the message (spec §1);
 * - everyone but the owner: a disabled "Like" with the note that likes arrive in the next release;
 * - the owner: a note that this is how others see the profile.
 */
export function ProfileActions({ profile, own }: { profile: ProfileDetail; own: boolean }) {
  const { t } = useTranslation('members');
  const user = useUser();
  const chats = useObservable(bus.chats$);
  const noteId = useId();

  if (own) return <p className="alert alert-info mb-0">{t('profile.own_preview')}</p>;
  const chat = user ? chats?.find((c) => c.profile_id === profile.id) : undefined;
  return (
    <div className="d-flex flex-column gap-3">
      {!user && <VisitorMessageForm profile={profile} />}
      <div className="d-flex flex-wrap align-items-center gap-2">
        {user && (
          <AppLink className="btn btn-primary btn-lg px-4" to={chat ? `/chats/${chat.id}` : `/members/${profile.id}/chat`}>
            {chat ? t('profile.continue_chat') : t('profile.send_message')}
          </AppLink>
        )}
        <button type="button" className="btn btn-outline-primary btn-lg px-4" disabled aria-describedby={noteId}>
          <span aria-hidden="true">♥ </span>
          {t('profile.like')}
        </button>
        <span id={noteId} className="small text-body-secondary">
          {t('profile.like_soon')}
        </span>
      </div>
    </div>
  );
}

/** A visitor may write a first message; sending opens sign-up carrying the profile id and the message (spec §1). */
function VisitorMessageForm({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const id = useId();
  const [message, setMessage] = useState('');
  const maxLength = settings?.message_length && settings.message_length > 0 ? settings.message_length : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    bus.emit('signup:open', text ? { profile: profile.id, message: text } : { profile: profile.id });
  };

  return (
    <form className="card border-0 bg-body-tertiary" onSubmit={submit}>
      <div className="card-body">
        <label className="form-label fw-semibold" htmlFor={`${id}-message`}>
          {t('profile.visitor_message_label', { name: profile.name })}
        </label>
        <textarea
          id={`${id}-message`}
          className="form-control mb-2"
          rows={3}
          value={message}
          maxLength={maxLength}
          placeholder={t('profile.visitor_message_placeholder')}
          onChange={(e) => setMessage(e.target.value)}
        />
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span className="small text-body-secondary">{t('profile.visitor_message_hint')}</span>
          <button type="submit" className="btn btn-primary px-4">
            {t('profile.send_message')}
          </button>
        </div>
      </div>
    </form>
  );
}
