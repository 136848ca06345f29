import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { OperatorSite } from '../../../lib/use-sites';

/**
 * The `<option>`s of a release's sites (issue 31): "All sites" (value '', every site without a
 * pin) when `allowAll`, then each site the operator may act on, by domain.
 */
export function SiteOptions({ sites, allowAll }: { sites: readonly OperatorSite[]; allowAll: boolean }) {
  const { t } = useTranslation(OPERATOR_NS);
  return (
    <>
      {allowAll && <option value="">{t('releases.every_site')}</option>}
      {sites.map((site) => (
        <option key={site.id} value={site.domain}>
          {site.domain}
        </option>
      ))}
    </>
  );
}
