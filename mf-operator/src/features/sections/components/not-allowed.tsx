import type { OperatorRole } from '@amora/contracts/constants';
import { Link, usePageTitle, useTranslation } from '@amora/shared';
import { ShieldX } from 'lucide-react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useConsoleLocale } from '../../../lib/use-console-locale';
import { type Section, rolesFor } from '../sections';

/**
 * What a section shows to a role that may not open it (issue 31: never a blank page): "Not
 * allowed", the roles the section needs ("Moderator or Admin") and the operator's own, with a way
 * back to the overview. The section's screen is not drawn, so none of its data is asked for.
 */
export function NotAllowed({ section, role }: { section: Section; role: OperatorRole }) {
  const { t } = useTranslation(OPERATOR_NS);
  const locale = useConsoleLocale();
  usePageTitle(t('not_allowed.title'));
  const roles = new Intl.ListFormat(locale, { type: 'disjunction' }).format(rolesFor(section).map((r) => t(`roles.${r}`)));
  return (
    <section className="py-4 text-center mx-auto" style={{ maxWidth: 560 }} aria-labelledby="operator-not-allowed">
      <ShieldX aria-hidden="true" size={48} className="text-danger mb-3" />
      <h1 id="operator-not-allowed" className="h3">
        {t('not_allowed.title')}
      </h1>
      <p>{t('not_allowed.text', { section: t(`sections.${section}`), roles, role: t(`roles.${role}`) })}</p>
      <Link to="/operator" className="btn btn-primary">
        {t('not_allowed.back')}
      </Link>
    </section>
  );
}
