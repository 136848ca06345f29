import { usePageTitle, useTranslation } from '@amora/shared';
import { Construction } from 'lucide-react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { Section } from '../sections';

/**
 * PLACEHOLDER of a console section not built yet (issue 31, later round): its name as the heading
 * and "This section is not built yet". The one stand-in for every such section: replace the
 * `<SectionPlaceholder section="…" />` in that section's `src/routes/<section>.tsx` with its
 * screen, and delete this component once no route uses it.
 */
export function SectionPlaceholder({ section }: { section: Section }) {
  const { t } = useTranslation(OPERATOR_NS);
  usePageTitle(t(`sections.${section}`));
  return (
    <section aria-labelledby="operator-placeholder-title" data-placeholder={section}>
      <h1 id="operator-placeholder-title" className="h3">
        {t(`sections.${section}`)}
      </h1>
      <p className="text-body-secondary d-flex align-items-center gap-2">
        <Construction aria-hidden="true" size={20} />
        {t('placeholder.text')}
      </p>
    </section>
  );
}
