import { bus, useSettings, useTranslation } from '@amora/shared';
import { type FormEvent, useId, useState } from 'react';
import type { ProfileDetail } from '@amora/shared';

/** A visitor may write a first message; sending opens sign-up carrying the profile id and the message (spec §1). */
export function VisitorMessageForm({ profile }: { profile: ProfileDetail }) {
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
