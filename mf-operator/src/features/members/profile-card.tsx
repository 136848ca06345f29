import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { DetailsList } from './details-list';
import { SectionCard } from './section-card';

/** The member's profile as stored (issue 31): gender, city and the "about me" text (kept as written, line breaks too). */
export function ProfileCard({ profile }: { profile: MemberDetail['profile'] }) {
  const { t } = useTranslation(OPERATOR_NS);
  const none = <span className="text-body-secondary">{t('member.not_given')}</span>;
  return (
    <SectionCard section="profile" title={t('member.sections.profile')}>
      <DetailsList
        items={[
          [t('member.profile.gender'), profile.gender ? t(`member.profile.genders.${profile.gender}`) : none],
          [t('member.profile.city'), profile.city || none],
          [t('member.profile.status'), t(`member.profile.statuses.${profile.status}`)],
        ]}
      />
      <h3 className="h6 mt-3">{t('member.profile.about')}</h3>
      {profile.about.trim() ? (
        <p className="mb-0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {profile.about}
        </p>
      ) : (
        <p className="mb-0 text-body-secondary">{t('member.not_given')}</p>
      )}
    </SectionCard>
  );
}
