import { bus, useObservable, useSettings, useUser } from '@amora/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileDetail } from '../types';

/**
 * How the viewer can reach this member (spec §2, §6):
 * - a member: "Send message" to `/members/{id}/chat`, or "Continue chatting" to `/chats/{conversation}`
 *   when a conversation exists (from `bus.chats$`);
 * - a visitor: a message box whose button starts sign-up with that message (`signup:open`, spec §1);
 * - the owner: a note that this is how others see the profile.
 */
export function ContactCard({ profile, own }: { profile: ProfileDetail; own: boolean }) {
  const { t } = useTranslation('members');
  const user = useUser();
  const chats = useObservable(bus.chats$);

  if (own) {
    return <p className="alert alert-info mb-0">{t('profile.own_preview')}</p>;
  }
  if (user) {
    const chat = chats?.find((c) => c.profile_id === profile.id);
    return (
      <div className="d-grid d-sm-flex gap-2">
        <Link className="btn btn-primary btn-lg px-4" to={chat ? `/chats/${chat.id}` : `/members/${profile.id}/chat`}>
          {chat ? t('profile.continue_chat') : t('profile.send_message')}
        </Link>
      </div>
    );
  }
  return <VisitorMessageForm profile={profile} />;
}

/** A visitor writes a first message; sending opens sign-up carrying the message and the profile (spec §1). */
function VisitorMessageForm({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const id = useId();
  const [message, setMessage] = useState('');
  const maxLength = settings?.message_length && settings.message_length > 0 ? settings.message_length : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    bus.emit('signup:open', { profile: profile.id, message: message.trim() });
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
          <button type="submit" className="btn btn-primary px-4" disabled={!message.trim()}>
            {t('profile.send_message')}
          </button>
        </div>
      </div>
    </form>
  );
}
