import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { OperatorSite } from '../../../lib/use-sites';
import { ActivationsTable } from './activations-table';
import { CanaryComparison } from './canary-comparison';
import { DecisionAlerts, DecisionsTable } from './canary-decisions';
import { CanaryForm } from './canary-form';
import { activationsOf, activeVersion, previousVersion } from './release-state';
import type { ReleaseRemote, ReleaseRequest } from './use-releases';
import { VersionsTable } from './versions-table';

/** Props of {@link RemoteCard}. */
interface RemoteCardProps {
  remote: ReleaseRemote;
  sites: readonly OperatorSite[];
  allowAll: boolean;
  busy: boolean;
  onRequest: (request: ReleaseRequest) => void;
}

/**
 * One remote in the Releases screen (issue 31): its active version with "Roll back" to the one
 * before (when there is one and no canary of every site is running), its canaries and pins per
 * site, "Start a canary", and its registered versions newest first. Issue 35: the canary judge's
 * decisions of the last 24 hours announced at the top, each canary beside the version it would
 * replace as real users measured them, and the judge's latest automatic decisions.
 */
export function RemoteCard({ remote, sites, allowAll, busy, onRequest }: RemoteCardProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const active = activeVersion(remote);
  const canaries = activationsOf(remote, 'canary');
  const canRollBack = allowAll && previousVersion(remote) !== null && !canaries.some((c) => c.site === '');
  const headingId = `release-${remote.name}`;
  const comparisons = remote.comparisons ?? [];
  const decisions = remote.decisions ?? [];
  return (
    <section className="card mb-4" aria-labelledby={headingId}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id={headingId} className="h5 mb-0 me-auto">
          <code>{remote.name}</code>
        </h2>
        <span>{active ? t('releases.active_version', { version: active }) : t('releases.none_active')}</span>
        {canRollBack && (
          <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} aria-label={t('releases.rollback_all_label', { name: remote.name })} onClick={() => onRequest({ name: remote.name, action: 'rollback', site: '' })}>
            {t('releases.rollback')}
          </button>
        )}
      </div>
      <div className="card-body">
        <DecisionAlerts name={remote.name} decisions={decisions} />
        <h3 className="h6">{t('releases.canaries_title')}</h3>
        <ActivationsTable name={remote.name} kind="canary" activations={canaries} busy={busy} onRequest={onRequest} />
        {comparisons.length > 0 && (
          <>
            <h3 className="h6">{t('releases.compare.section')}</h3>
            {comparisons.map((comparison) => (
              <CanaryComparison key={`${comparison.site}-${comparison.version}`} comparison={comparison} />
            ))}
          </>
        )}
        <h3 className="h6">{t('releases.decisions.title')}</h3>
        <DecisionsTable name={remote.name} decisions={decisions} />
        <h3 className="h6">{t('releases.pins_title')}</h3>
        <ActivationsTable name={remote.name} kind="pin" activations={activationsOf(remote, 'pin')} busy={busy} onRequest={onRequest} />
        <h3 className="h6 mt-3">{t('releases.start_canary_title')}</h3>
        <CanaryForm name={remote.name} versions={remote.versions} sites={sites} allowAll={allowAll} busy={busy} onRequest={onRequest} />
        <h3 className="h6 mt-4">{t('releases.versions_title')}</h3>
        <VersionsTable name={remote.name} versions={remote.versions} busy={busy} onRequest={onRequest} />
      </div>
    </section>
  );
}
