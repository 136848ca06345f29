import type { MemberHit } from '@amora/contracts';
import { Link, useTranslation } from '@amora/shared';
import { UserRound } from 'lucide-react';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { StatusBadge } from './status-badge';
import { useFormat } from '../../lib/use-format';

/** The columns of the results, in order (`members.columns.<column>`). */
const COLUMNS = ['photo', 'name', 'email', 'site', 'status', 'since'] as const;

/**
 * The look-up's results (issue 31) as a table: the main photo's thumbnail, the name (a link to the
 * member's page, with the user and profile ids), e-mail, site, status badge (with a ban's end) and
 * the sign-up day. Scrolls sideways on a phone.
 */
export function MemberResults({ members, q }: { members: readonly MemberHit[]; q: string }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { day } = useFormat();
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption className="visually-hidden">{t('members.caption', { q })}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="text-nowrap">
                {column === 'photo' ? <span className="visually-hidden">{t('members.columns.photo')}</span> : t(`members.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.user_id}>
              <td style={{ width: 56 }}>
                {member.main_thumb_url ? (
                  <img src={member.main_thumb_url} alt="" width={40} height={40} className="rounded" style={{ objectFit: 'cover' }} loading="lazy" />
                ) : (
                  <span className="d-inline-flex align-items-center justify-content-center rounded bg-secondary-subtle" style={{ width: 40, height: 40 }}>
                    <UserRound aria-hidden="true" size={20} />
                  </span>
                )}
              </td>
              <td>
                <Link to={`/operator/members/${member.user_id}`} className="fw-semibold">
                  {member.name}
                </Link>
                <div className="small text-body-secondary text-nowrap">{t('members.ids', { user: member.user_id, profile: member.profile_id })}</div>
              </td>
              <td style={{ overflowWrap: 'anywhere', minWidth: 160 }}>{member.email}</td>
              <td className="text-nowrap">{member.site}</td>
              <td>
                <StatusBadge status={member.status} until={member.banned_until} />
              </td>
              <td className="text-nowrap">{day(member.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
