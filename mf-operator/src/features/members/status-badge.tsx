import type { MemberStatus } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { useFormat } from '../../lib/use-format';

/** The badge colour of each member status (the theme has no `dark`/`info`). */
const STATUS_BADGE: Readonly<Record<MemberStatus, string>> = {
  active: 'text-bg-success',
  not_confirmed: 'text-bg-secondary',
  disabled: 'text-bg-warning',
  banned: 'text-bg-danger',
  deleted: 'text-bg-secondary',
};

/**
 * A member's status as a badge (issue 31): Active, Not confirmed, Profile disabled, Deleted, or
 * "Banned until {day}" / "Banned for good" (`until` null: for good; only read for `banned`).
 */
export function StatusBadge({ status, until = null }: { status: MemberStatus; until?: string | null }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { day } = useFormat();
  const text = status !== 'banned' ? t(`members.status.${status}`) : until ? t('members.status.banned_until', { date: day(until) }) : t('members.status.banned_forever');
  return <span className={`badge ${STATUS_BADGE[status]}`}>{text}</span>;
}
