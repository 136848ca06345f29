import { usePageTitle, useTranslation } from '@amora/shared';
import { SitePages } from '../features/content';
import { OPERATOR_NS } from '../i18n/load-locale';

/**
 * `/operator/pages?site=<domain>` (issue 31 "static pages", permission `content`): a site's
 * `/{token}` pages per language — edit, add a language, create, delete (confirmed); `npm run page` stays.
 */
export function Pages() {
  const { t } = useTranslation(OPERATOR_NS);
  usePageTitle(t('sections.pages'));
  return (
    <>
      <h1 className="h3">{t('sections.pages')}</h1>
      <p className="text-body-secondary">{t('pages.intro')}</p>
      <SitePages />
    </>
  );
}
