import { usePageTitle, useTranslation } from '@amora/shared';
import { MemberSearch } from '../features/members';
import { OPERATOR_NS } from '../i18n/load-locale';

/**
 * `/operator/members` (issue 31 "Member look-up", permission `members`): find a member by e-mail,
 * name, user or profile id (`#12`) or payment id (`p123`); the query stays in the address (`?q=`).
 */
export function Members() {
  const { t } = useTranslation(OPERATOR_NS);
  usePageTitle(t('sections.members'));
  return (
    <>
      <h1 className="h3">{t('sections.members')}</h1>
      <p className="text-body-secondary">{t('members.intro')}</p>
      <MemberSearch />
    </>
  );
}
