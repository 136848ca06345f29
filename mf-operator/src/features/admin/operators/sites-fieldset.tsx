import { useTranslation } from '@amora/shared';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { OperatorSite } from '../../../lib/use-sites';

/**
 * The sites an operator is limited to (issue 31: "an operator may be limited to some sites"): one
 * checkbox per site (registered as one field of domains); none ticked = every site.
 */
export function SitesFieldset({ sites, field, disabled = false }: { sites: readonly OperatorSite[]; field: UseFormRegisterReturn; disabled?: boolean }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  return (
    <fieldset className="mb-3" disabled={disabled} aria-describedby={`${id}-help`}>
      <legend className="form-label fs-6 mb-1">{t('operators.sites')}</legend>
      <div id={`${id}-help`} className="form-text mt-0 mb-1">
        {t('operators.sites_help')}
      </div>
      {sites.map((site) => (
        <div key={site.id} className="form-check">
          <input className="form-check-input" type="checkbox" id={`${id}-${site.id}`} value={site.domain} {...field} />
          <label className="form-check-label" htmlFor={`${id}-${site.id}`}>
            {site.name} ({site.domain})
          </label>
        </div>
      ))}
    </fieldset>
  );
}
