import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { UserRound } from 'lucide-react';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { memberBadges } from './member-badges';
import { useFormat } from '../../lib/use-format';

/**
 * The member page's header (issue 31): the main photo (a placeholder without one), the name as the
 * page's heading, age, country and site, the user and profile ids, and the member's states as
 * badges — banned until … / for good, profile disabled, not confirmed, deleted (else active).
 */
export function MemberHeader({ member }: { member: MemberDetail }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { country, day } = useFormat();
  const { account, profile } = member;
  const main = member.photos.find((photo) => photo.main);
  return (
    <header className="d-flex flex-wrap align-items-center gap-3 mb-3">
      {main ? (
        <img src={main.thumb_url} alt={t('member.main_photo', { name: profile.name })} width={96} height={96} className="rounded" style={{ objectFit: 'cover' }} />
      ) : (
        <span className="d-inline-flex align-items-center justify-content-center rounded bg-secondary-subtle" style={{ width: 96, height: 96 }}>
          <UserRound aria-hidden="true" size={40} />
        </span>
      )}
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <h1 className="h3 mb-1" style={{ overflowWrap: 'anywhere' }}>
          {profile.name}
        </h1>
        <p className="mb-1">{t('member.summary', { age: profile.age, country: country(profile.country), site: account.site })}</p>
        <p className="small text-body-secondary mb-2">{t('members.ids', { user: account.user_id, profile: account.profile_id })}</p>
        <ul className="list-inline mb-0" aria-label={t('member.states')}>
          {memberBadges(member).map((badge) => (
            <li key={badge.kind} className="list-inline-item">
              <span className={`badge ${badge.className}`}>{t(`member.badges.${badge.kind}`, { date: badge.date ? day(badge.date) : '' })}</span>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
