import { usePageTitle, useTranslation } from '@amora/shared';
import { AuditLog } from '../features/admin';
import { OPERATOR_NS } from '../i18n/load-locale';

/**
 * `/operator/audit` (issue 31 "Audit log", permission `audit`): every recorded operator action,
 * filtered by operator, member, action and dates, newest first, exportable as CSV.
 */
export function Audit() {
  const { t } = useTranslation(OPERATOR_NS);
  usePageTitle(t('sections.audit'));
  return (
    <>
      <h1 className="h3">{t('sections.audit')}</h1>
      <p className="text-body-secondary">{t('audit.intro')}</p>
      <AuditLog />
    </>
  );
}
