import type { RemoteActivation } from '@amora/contracts';
import { formatDate, useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useConsoleLocale } from '../../../lib/use-console-locale';
import type { ReleaseRequest } from './use-releases';

/** Props of {@link ActivationsTable}. */
interface ActivationsTableProps {
  name: string;
  kind: RemoteActivation['kind'];
  activations: readonly RemoteActivation[];
  busy: boolean;
  onRequest: (request: ReleaseRequest) => void;
}

/**
 * A remote's canaries (site — "All sites" for the one of every site without a pin —, version,
 * share, since) with "Promote" and "Roll back", or its pins per site (site, version, since) with
 * "Roll back" (the site follows the active version again) — issue 31 "Releases". Each button asks
 * for confirmation first (`onRequest`).
 */
export function ActivationsTable({ name, kind, activations, busy, onRequest }: ActivationsTableProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const locale = useConsoleLocale();
  if (activations.length === 0) return <p className="small text-body-secondary">{t(`releases.no_${kind}`)}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">{t(`releases.${kind}_caption`, { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.site')}</th>
            <th scope="col">{t('releases.version')}</th>
            {kind === 'canary' && <th scope="col">{t('releases.share')}</th>}
            <th scope="col">{t('releases.since')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('releases.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {activations.map((a) => {
            const where = a.site || t('releases.every_site');
            return (
              <tr key={`${a.site}-${a.kind}`}>
                <td>{where}</td>
                <td>
                  <code>{a.version}</code>
                </td>
                {kind === 'canary' && <td>{t('releases.percent', { percent: a.percent })}</td>}
                <td className="text-nowrap">{formatDate(a.activated_at, locale, { dateStyle: 'short', timeStyle: 'short' })}</td>
                <td className="text-end text-nowrap">
                  {kind === 'canary' && (
                    <button type="button" className="btn btn-sm btn-outline-primary me-2" disabled={busy} aria-label={t('releases.promote_label', { version: a.version, site: where })} onClick={() => onRequest({ name, action: 'promote', site: a.site })}>
                      {t('releases.promote')}
                    </button>
                  )}
                  <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} aria-label={t(`releases.rollback_${kind}_label`, { version: a.version, site: where })} onClick={() => onRequest({ name, action: 'rollback', site: a.site })}>
                    {t('releases.rollback')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
