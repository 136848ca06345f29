import type { RemoteVersion } from '@amora/contracts';
import { formatDate, useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useConsoleLocale } from '../../../lib/use-console-locale';
import type { ReleaseRequest } from './use-releases';

/**
 * A remote's registered versions, newest first (issue 31 "Releases"): version (the active one
 * marked), when it was registered and last activated, and "Activate…", which asks for the sites
 * (all or one) and a confirmation (`onRequest`).
 */
export function VersionsTable({ name, versions, busy, onRequest }: { name: string; versions: readonly RemoteVersion[]; busy: boolean; onRequest: (request: ReleaseRequest) => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const locale = useConsoleLocale();
  const when = (value: string | null) => (value ? formatDate(value, locale, { dateStyle: 'short', timeStyle: 'short' }) : '–');
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">{t('releases.versions_of', { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.version')}</th>
            <th scope="col">{t('releases.registered')}</th>
            <th scope="col">{t('releases.activated')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('releases.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version}>
              <td>
                <code>{v.version}</code>
                {v.active && <span className="badge text-bg-success ms-2">{t('releases.active')}</span>}
              </td>
              <td className="text-nowrap">{when(v.created_at)}</td>
              <td className="text-nowrap">{when(v.activated_at)}</td>
              <td className="text-end">
                <button type="button" className="btn btn-sm btn-outline-primary" disabled={busy} aria-label={t('releases.activate_label', { version: v.version })} onClick={() => onRequest({ name, action: 'activate', version: v.version, site: '' })}>
                  {t('releases.activate')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
