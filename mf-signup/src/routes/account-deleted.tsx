import { REACTIVATION_DAYS, formatDate, useLocale, useTranslation } from '@amora/shared';
import { Link, useSearchParams } from '@amora/shared/router';
import { NoticeScreen } from '../features/notice/components/notice-screen';
import { CircleAlert, Hand } from 'lucide-react';

/** The `until` query value as an ISO date, or null when absent or not a date. */
function parseUntil(value: string | null): string | null {
  if (!value) return null;
  return Number.isNaN(new Date(value).getTime()) ? null : value;
}

/**
 * `/account-deleted` (spec §2, §4) — after deletion: the link in the e-mail reactivates the account
 * until `?until=` (ISO, formatted with Intl in the active locale) or, without it, for 14 days;
 * afterwards all data is erased. `?reactivation=failed` (from `GET /api/reactivate.php`) says the
 * link expired or is invalid.
 */
export function AccountDeleted() {
  const { t } = useTranslation('signup');
  const locale = useLocale();
  const [params] = useSearchParams();
  const failed = params.get('reactivation') === 'failed';
  const until = parseUntil(params.get('until'));
  return (
    <NoticeScreen
      title={failed ? t('account_deleted.failed_title') : t('account_deleted.title')}
      icon={failed ? CircleAlert : Hand}
      tone={failed ? 'danger' : 'secondary'}
      actions={
        <Link className="btn btn-primary" to="/">
          {t('account_deleted.to_home')}
        </Link>
      }
    >
      {failed && (
        <div className="alert alert-danger text-start" role="alert">
          {t('account_deleted.link_invalid')}
        </div>
      )}
      <p>
        {until
          ? t('account_deleted.reactivate_until', { date: formatDate(until, locale, { dateStyle: 'long' }) })
          : t('account_deleted.reactivate_days', { count: REACTIVATION_DAYS })}
      </p>
      <p className="mb-0">{t('account_deleted.erased')}</p>
    </NoticeScreen>
  );
}
