import { ApiError, Spinner, api, bus, errorKey, refreshUser } from '@amora/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NoticeScreen } from '../features/notice/components/notice-screen';

type Outcome = { ok: true; email: string } | { ok: false; key: string };

/**
 * `/mail-change/do?token=` (spec §2) — confirms a changed e-mail address: `POST /api/mail-change.php
 * {token}` on arrival. Success: "Your e-mail address is now {{email}}" (a logged-in member is
 * refreshed on the bus); 400 `link_invalid` (also without a token) and 409 `email_taken` say so,
 * with a link to /profile to request a new mail.
 */
export function MailChangeDo() {
  const { t } = useTranslation('signup');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, key: 'mail_change_do.link_invalid' });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    api.post<{ ok: true; email: string }>('/api/mail-change.php', { token }).then(
      async ({ email }) => {
        setOutcome({ ok: true, email });
        if (bus.auth$.value) await refreshUser();
      },
      (error) => {
        const code = error instanceof ApiError ? error.code : '';
        setOutcome({ ok: false, key: code === 'link_invalid' || code === 'email_taken' ? `mail_change_do.${code}` : errorKey(error) });
      },
    );
  }, [token]);

  if (!outcome) {
    return (
      <NoticeScreen title={t('mail_change_do.title')} icon="✉" actions={null}>
        <p>{t('mail_change_do.working')}</p>
        <Spinner />
      </NoticeScreen>
    );
  }
  if (outcome.ok) {
    return (
      <NoticeScreen
        title={t('mail_change_do.done_title')}
        icon="✓"
        tone="success"
        actions={
          <Link className="btn btn-primary" to="/profile">
            {t('mail_change_do.to_profile')}
          </Link>
        }
      >
        <p className="mb-0" role="status">
          {t('mail_change_do.done', { email: outcome.email })}
        </p>
      </NoticeScreen>
    );
  }
  return (
    <NoticeScreen
      title={t('mail_change_do.failed_title')}
      icon="!"
      tone="danger"
      actions={
        <Link className="btn btn-primary" to="/profile">
          {t('mail_change_do.to_profile')}
        </Link>
      }
    >
      <p className="mb-0" role="alert">
        {t(outcome.key)}
      </p>
    </NoticeScreen>
  );
}
