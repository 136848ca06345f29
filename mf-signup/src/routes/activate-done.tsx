import { useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { useRefreshAfterActivation } from '../features/account/use-refresh-after-activation';
import { NoticeScreen } from '../features/notice/components/notice-screen';
import { Check } from 'lucide-react';

/**
 * `/activate/done` — the account is confirmed by the e-mail link (spec §2, §4); on to the member
 * search. A logged-in member's user and chats are reloaded so the confirm-your-e-mail banner goes.
 */
export function ActivateDone() {
  const { t } = useTranslation('signup');
  useRefreshAfterActivation();
  return (
    <NoticeScreen
      title={t('activate_done.title')}
      icon={Check}
      tone="success"
      actions={
        <Link className="btn btn-primary" to="/members">
          {t('activate_done.to_members')}
        </Link>
      }
    >
      <p className="mb-0">{t('activate_done.text')}</p>
    </NoticeScreen>
  );
}
