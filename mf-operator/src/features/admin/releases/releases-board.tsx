import { Spinner, useTranslation } from '@amora/shared';
import { LoadFailed } from '../../../components/load-failed';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useOperator } from '../../../lib/operator-context';
import { useSites } from '../../../lib/use-sites';
import { ReleaseConfirm } from './release-confirm';
import { RemoteCard } from './remote-card';
import { useReleaseFlow } from './use-release-flow';
import { useReleases } from './use-releases';

/**
 * The Releases screen's body (issue 31 "Releases"): per remote the role may release, its active
 * version, canaries, pins and versions with Promote, Roll back, Activate and Start a canary — each
 * confirmed in a dialog first; afterwards a status line says what was done. "All sites" is offered
 * to an operator who is not limited to some sites.
 */
export function ReleasesBoard() {
  const { t } = useTranslation(OPERATOR_NS);
  const operator = useOperator();
  const releases = useReleases();
  const sites = useSites();
  const flow = useReleaseFlow();
  const allowAll = operator.sites === null;
  if (releases.isPending || sites.isPending) return <Spinner />;
  if (releases.isError || sites.isError) return <LoadFailed onRetry={() => void (releases.isError ? releases.refetch() : sites.refetch())} />;
  const pendingRemote = flow.pending && releases.data.find((r) => r.name === flow.pending?.name);
  const doneSite = flow.done?.request.site || t('releases.every_site_inline');
  return (
    <>
      <p className="text-success" role="status">
        {flow.done ? t(`releases.done.${flow.done.request.action}`, { name: flow.done.request.name, version: flow.done.version ?? '–', site: doneSite }) : ''}
      </p>
      {releases.data.length === 0 && <p className="text-body-secondary">{t('releases.empty')}</p>}
      {releases.data.map((remote) => (
        <RemoteCard key={remote.name} remote={remote} sites={sites.data} allowAll={allowAll} busy={flow.busy} onRequest={flow.ask} />
      ))}
      {flow.pending && pendingRemote && (
        <ReleaseConfirm remote={pendingRemote} request={flow.pending} sites={sites.data} allowAll={allowAll} busy={flow.busy} error={flow.error} onConfirm={flow.confirm} onCancel={flow.cancel} />
      )}
    </>
  );
}
