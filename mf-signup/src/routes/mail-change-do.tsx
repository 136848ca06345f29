import { ApiError, Spinner, bus, errorKey, refreshUser, useTranslation } from '@amora/shared';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@amora/shared/router';
import { useConfirmMailChange } from '../features/account/api/confirm-mail-change';
import { NoticeScreen } from '../features/notice/components/notice-screen';
import { Check, CircleAlert, Mail } from 'lucide-react';

type Outcome = { ok: true; email: string } | { ok: false; key: string };

/** The i18n key of a refused confirmation: the link's own texts, else the generic ones of `common`. */
function failureKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  return code === 'link_invalid' || code === 'email_taken' ? `mail_change_do.${code}` : errorKey(error);
}

/**
 * `/mail-change/do?token=` (spec §2) — confirms a changed e-mail address: `POST /api/mail-change.php
 * {token}` once on arrival. Success: "Your e-mail address is now {{email}}" (a logged-in member is
 * refreshed on the bus); 400 `link_invalid` (also without a token) and 409 `email_taken` say so,
 * with a link to /profile to request a new mail.
 */
export function MailChangeDo() {
  const { t } = useTranslation('signup');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmMailChange();
  const { mutate } = confirm;
  const sent = useRef(false);

  // A POST, so a mutation: sent once per visit (the ref survives StrictMode's second effect run).
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token, {
      onSuccess: () => {
        if (bus.auth$.value) void refreshUser();
      },
    });
  }, [token, mutate]);

  const outcome: Outcome | null = !token
    ? { ok: false, key: 'mail_change_do.link_invalid' }
    : confirm.isSuccess
      ? { ok: true, email: confirm.data.email }
      : confirm.isError
        ? { ok: false, key: failureKey(confirm.error) }
        : null;

  if (!outcome) {
    return (
      <NoticeScreen title={t('mail_change_do.title')} icon={Mail} actions={null}>
        <p>{t('mail_change_do.working')}</p>
        <Spinner />
      </NoticeScreen>
    );
  }
  if (outcome.ok) {
    return (
      <NoticeScreen
        title={t('mail_change_do.done_title')}
        icon={Check}
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
      icon={CircleAlert}
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
