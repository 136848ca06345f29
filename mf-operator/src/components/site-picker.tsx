import { Spinner } from '@amora/shared';
import { useId } from 'react';
import type { useSiteChoice } from '../lib/use-sites';
import { LoadFailed } from './load-failed';

/** Props of {@link SitePicker}: the screen's site choice and its texts. */
export interface SitePickerProps {
  choice: ReturnType<typeof useSiteChoice>;
  /** The select's visible label ("Site"). */
  label: string;
  /** What shows when the operator may act on no site. */
  noSites: string;
}

/**
 * The site picker of the console's per-site screens (issue 31: settings, campaigns, pages): a
 * labelled select of the sites the operator may act on (`name (domain)`), the chosen one kept in
 * the address (`?site=`). A spinner while the sites load, a localized error with "Try again" when
 * they failed, `noSites` when there is none.
 */
export function SitePicker({ choice, label, noSites }: SitePickerProps) {
  const id = useId();
  if (choice.query.isPending) return <Spinner />;
  if (choice.query.isError) return <LoadFailed onRetry={() => void choice.query.refetch()} />;
  if (!choice.site) return <p className="alert alert-secondary">{noSites}</p>;
  return (
    <div className="mb-4" style={{ maxWidth: 420 }}>
      <label className="form-label fw-semibold" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-select" value={choice.site.domain} onChange={(event) => choice.choose(event.target.value)}>
        {choice.sites.map((site) => (
          <option key={site.id} value={site.domain}>
            {site.name} ({site.domain})
          </option>
        ))}
      </select>
    </div>
  );
}
