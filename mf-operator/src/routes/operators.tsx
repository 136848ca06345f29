import { usePageTitle, useTranslation } from '@amora/shared';
import { OperatorsAdmin } from '../features/admin';
import { OPERATOR_NS } from '../i18n/load-locale';

/**
 * `/operator/operators` (issue 31 "Operator accounts", permission `operators`): the staff accounts
 * — create one (its first password shown once), change role and sites, disable or enable, reset
 * the authenticator or the password; one's own role, sites and access stay for another admin.
 */
export function Operators() {
  const { t } = useTranslation(OPERATOR_NS);
  usePageTitle(t('sections.operators'));
  return (
    <>
      <h1 className="h3">{t('sections.operators')}</h1>
      <p className="text-body-secondary">{t('operators.intro')}</p>
      <OperatorsAdmin />
    </>
  );
}
