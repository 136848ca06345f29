import { type CanaryDecision, canaryComparison } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useFormat } from '../../../lib/use-format';
import { rowsOf } from './canary-rows';

/** How long an automatic decision stays announced at the top of its remote: 24 hours. */
export const RECENT_DECISION_MS = 24 * 60 * 60 * 1000;

/** The decisions of the last 24 hours (`now` in ms). */
export const recentDecisions = (decisions: readonly CanaryDecision[], now = Date.now()) => decisions.filter((d) => now - new Date(d.decided_at).getTime() < RECENT_DECISION_MS);

/**
 * Why the judge decided, in the console's language, from the comparison it decided on: for a
 * rollback the page views of both sides and each measure significantly worse on the canary (its
 * value against the active version's, and the difference); for a promotion how long it held and
 * with how many page views. Falls back to the judge's own reason, in English, for figures it
 * cannot read.
 */
export function DecisionReason({ decision: d }: { decision: CanaryDecision }) {
  const { t } = useTranslation(OPERATOR_NS);
  const f = useFormat();
  // The judge stores the comparison it decided on whole; a row from an older API may not match the contract.
  const figures = canaryComparison.safeParse(d.figures);
  if (!figures.success) return <span lang="en">{d.reason}</span>;
  const c = figures.data;
  if (d.decision === 'promoted') {
    return <>{t('releases.decisions.reason_held', { count: Math.floor(c.minutes), minutes: f.number(Math.floor(c.minutes)), views: f.number(c.canary.page_views) })}</>;
  }
  const worse = rowsOf(c, f, t)
    .filter((row) => row.worse)
    .map((row) => t('releases.decisions.metric', { label: row.label, canary: row.canary, active: row.active, difference: row.difference }));
  return (
    <>
      {t('releases.decisions.reason_worse', { canary: f.number(c.canary.page_views), active: f.number(c.active.page_views) })} {worse.join('; ')}
    </>
  );
}

/**
 * The canary judge's decisions of the last 24 hours, announced at the top of the remote's section
 * (issue 35: "the decision announced where the team sees it"): an automatic rollback as a red
 * alert (announced to screen readers), an automatic promotion as a green note; each says which
 * version, where and when, and why ({@link DecisionReason}).
 */
export function DecisionAlerts({ name, decisions }: { name: string; decisions: readonly CanaryDecision[] }) {
  const { t } = useTranslation(OPERATOR_NS);
  const f = useFormat();
  return (
    <>
      {recentDecisions(decisions).map((d) => {
        const values = { name, version: d.version, site: d.site, active: d.active_version ?? '–', when: f.when(d.decided_at) };
        const key = `releases.decisions.${d.decision}_alert${d.site ? '' : '_all'}`;
        const body = (
          <>
            <strong>{t(key, values)}</strong> <DecisionReason decision={d} />
          </>
        );
        return d.decision === 'rolled_back' ? (
          <div key={d.id} className="alert alert-danger" role="alert">
            {body}
          </div>
        ) : (
          <div key={d.id} className="alert alert-success">
            {body}
          </div>
        );
      })}
    </>
  );
}

/**
 * "Automatic decisions" of a remote (issue 35): the canary judge's latest rollbacks and promotions,
 * newest first — when, what was decided (in words), the site, the canary's version, the version
 * it was compared with, and why ({@link DecisionReason}).
 */
export function DecisionsTable({ name, decisions }: { name: string; decisions: readonly CanaryDecision[] }) {
  const { t } = useTranslation(OPERATOR_NS);
  const f = useFormat();
  if (decisions.length === 0) return <p className="small text-body-secondary">{t('releases.decisions.none')}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">{t('releases.decisions.caption', { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.decisions.when')}</th>
            <th scope="col">{t('releases.decisions.decision')}</th>
            <th scope="col">{t('releases.site')}</th>
            <th scope="col">{t('releases.decisions.version')}</th>
            <th scope="col">{t('releases.decisions.compared_with')}</th>
            <th scope="col">{t('releases.decisions.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {decisions.map((d) => (
            <tr key={d.id}>
              <td className="text-nowrap">{f.when(d.decided_at)}</td>
              <td className="text-nowrap">
                <span className={`badge ${d.decision === 'rolled_back' ? 'text-bg-danger' : 'text-bg-success'}`}>{t(`releases.decisions.${d.decision}`)}</span>
              </td>
              <td>{d.site || t('releases.every_site')}</td>
              <td>
                <code>{d.version}</code>
              </td>
              <td>{d.active_version ? <code>{d.active_version}</code> : '–'}</td>
              {/* Wide enough to read as lines, not a column of words (the table scrolls sideways on a phone). */}
              <td className="small" style={{ minWidth: '20rem' }}>
                <DecisionReason decision={d} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
