import { type CanaryComparison as Comparison, type CanaryMetric, RUM_OUTCOMES, RUM_VITALS, type RumVital } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { type ReactNode, useId } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useFormat } from '../../../lib/use-format';

type Format = ReturnType<typeof useFormat>;
type T = ReturnType<typeof useTranslation>['t'];

/** How each verdict is marked beside its words (the words carry the meaning; the colour only repeats it). */
const VERDICT_BADGE: Record<Comparison['verdict'], string> = {
  insufficient_data: 'text-bg-secondary',
  holding: 'text-bg-info',
  worse: 'text-bg-danger',
  better: 'text-bg-success',
};

/** One row of the comparison table: what is measured, both sides, the difference and its significance. */
interface Row {
  key: string;
  label: string;
  active: string;
  canary: string;
  difference: string;
  significance: ReactNode;
}

/** "–" for what was not measured. */
const DASH = '–';

/** A metric's significance: "Significantly worse/better" with its p-value (three decimals; "p < 0.001" below), or "Not significant yet". */
function Significance({ metric }: { metric: CanaryMetric }) {
  const { t } = useTranslation(OPERATOR_NS);
  const f = useFormat();
  const p = metric.p_value;
  const pText = p === null ? null : p < 0.001 ? t('releases.compare.p_below', { p: f.decimal(0.001, 3) }) : t('releases.compare.p', { p: f.decimal(p, 3) });
  let mark: ReactNode;
  if (metric.significant) {
    mark = <span className={`badge ${metric.worse ? 'text-bg-danger' : 'text-bg-success'}`}>{t(metric.worse ? 'releases.compare.significant_worse' : 'releases.compare.significant_better')}</span>;
  } else mark = <span className="badge text-bg-light border">{t('releases.compare.not_significant')}</span>;
  return (
    <>
      {mark}
      {pText && <span className="d-block small text-body-secondary">{pText}</span>}
    </>
  );
}

/** A rate per page view and its count: "5% (50)". */
const rate = (f: Format, value: number | null, count: number) => (value === null ? DASH : `${f.percent(value)} (${f.number(count)})`);

/** A difference of rates in percentage points, and relative to the active version's: "+3 points (+150%)". */
function rateDifference(f: Format, t: T, metric: CanaryMetric): string {
  if (metric.difference === null) return DASH;
  const points = t('releases.compare.points', { points: f.signed(metric.difference * 100) });
  return metric.relative === null ? points : `${points} (${f.signedPercent(metric.relative)})`;
}

/** A vital's p75: milliseconds, CLS unitless. */
function vitalValue(f: Format, t: T, vital: RumVital, value: number | null, signed = false): string {
  if (value === null) return DASH;
  if (vital === 'CLS') return signed ? f.signed(value, 3) : f.decimal(value, 3);
  return t('releases.compare.ms', { value: signed ? f.signed(value, 0) : f.decimal(value, 0) });
}

/** The rows of a comparison: page views, error and load-failure rate, the outcomes reached on either side, the p75 of each vital. */
function rowsOf(c: Comparison, f: Format, t: T): Row[] {
  const { metrics } = c;
  const rows: Row[] = [
    {
      key: 'page_views',
      label: t('releases.compare.page_views'),
      active: f.number(c.active.page_views),
      canary: f.number(c.canary.page_views),
      difference: DASH,
      significance: <span className="small text-body-secondary">{t('releases.compare.views_needed', { min: f.number(c.rules.min_page_views) })}</span>,
    },
    {
      key: 'error_rate',
      label: t('releases.compare.error_rate'),
      active: rate(f, c.active.error_rate, c.active.errors),
      canary: rate(f, c.canary.error_rate, c.canary.errors),
      difference: rateDifference(f, t, metrics.error_rate),
      significance: <Significance metric={metrics.error_rate} />,
    },
    {
      key: 'load_failure_rate',
      label: t('releases.compare.load_failure_rate'),
      active: rate(f, c.active.load_failure_rate, c.active.load_failures),
      canary: rate(f, c.canary.load_failure_rate, c.canary.load_failures),
      difference: rateDifference(f, t, metrics.load_failure_rate),
      significance: <Significance metric={metrics.load_failure_rate} />,
    },
  ];
  for (const outcome of RUM_OUTCOMES) {
    const active = c.active.outcomes[outcome];
    const canary = c.canary.outcomes[outcome];
    const metric = metrics.outcomes[outcome];
    if (!active || !canary || !metric || active.count + canary.count === 0) continue;
    rows.push({
      key: outcome,
      label: t(`releases.compare.outcomes.${outcome}`),
      active: rate(f, active.rate, active.count),
      canary: rate(f, canary.rate, canary.count),
      difference: rateDifference(f, t, metric),
      significance: <Significance metric={metric} />,
    });
  }
  for (const vital of RUM_VITALS) {
    const metric = metrics.vitals[vital];
    if (!metric) continue;
    const difference = metric.difference === null ? DASH : vitalValue(f, t, vital, metric.difference, true);
    rows.push({
      key: vital,
      label: t('releases.compare.vital', { vital }),
      active: vitalValue(f, t, vital, c.active.vitals[vital]?.p75 ?? null),
      canary: vitalValue(f, t, vital, c.canary.vitals[vital]?.p75 ?? null),
      difference: metric.relative === null || difference === DASH ? difference : `${difference} (${f.signedPercent(metric.relative)})`,
      significance: <Significance metric={metric} />,
    });
  }
  return rows;
}

/**
 * One canary beside the version it would replace, as real users measured them (issue 35): the
 * judge's verdict in words (not enough data yet, holding, worse, better) with the reason the API
 * gives (in English), how long it has run and whether it is promoted automatically, then a table —
 * page views, error rate, load-failure rate, each outcome reached, p75 of LCP, INP, CLS and TTFB —
 * with the difference (percentage points for rates) and "Significantly worse/better" or "Not
 * significant yet" with the p-value; under it the rules it is judged by.
 */
export function CanaryComparison({ comparison: c }: { comparison: Comparison }) {
  const { t } = useTranslation(OPERATOR_NS);
  const f = useFormat();
  const id = useId();
  const site = c.site || t('releases.every_site');
  const rows = rowsOf(c, f, t);
  const views = c.auto_promote_min_views ?? c.rules.min_page_views;
  return (
    <article className="border rounded p-3 mb-3" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="h6">
        {t('releases.compare.title', { version: c.version, active: c.active_version || DASH, site, percent: c.percent })}
      </h4>
      <p className="mb-1">
        <span className={`badge ${VERDICT_BADGE[c.verdict]} me-2`}>{t(`releases.compare.verdict.${c.verdict}`)}</span>
        {t(`releases.compare.verdict_text.${c.verdict}`)}
      </p>
      <p className="small mb-1">
        <span className="text-body-secondary">{t('releases.compare.reason')}</span> <span lang="en">{c.reason}</span>
      </p>
      <p className="small text-body-secondary mb-2">
        {t('releases.compare.running', { started: f.when(c.activated_at), since: f.when(c.since), minutes: f.number(Math.floor(c.minutes)) })}{' '}
        {c.auto_promote_after_minutes
          ? t('releases.compare.auto_promote', { minutes: f.number(c.auto_promote_after_minutes), views: f.number(views) })
          : t('releases.compare.no_auto_promote')}
      </p>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-2">
          <caption className="visually-hidden">{t('releases.compare.caption', { version: c.version, active: c.active_version || DASH, site })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('releases.compare.measure')}</th>
              <th scope="col">{t('releases.compare.active_column', { version: c.active_version || DASH })}</th>
              <th scope="col">{t('releases.compare.canary_column', { version: c.version })}</th>
              <th scope="col">{t('releases.compare.difference')}</th>
              <th scope="col">{t('releases.compare.significance')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="fw-normal">
                  {row.label}
                </th>
                <td className="text-nowrap">{row.active}</td>
                <td className="text-nowrap">{row.canary}</td>
                <td className="text-nowrap">{row.difference}</td>
                <td>{row.significance}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary mb-0">
        {t('releases.compare.rules', {
          views: f.number(c.rules.min_page_views),
          alpha: f.decimal(c.rules.significance, 4),
          errors: f.decimal(c.rules.max_error_rate_increase * 100),
          drop: f.percent(c.rules.max_outcome_drop),
          minutes: f.number(c.rules.check_after_minutes),
        })}
      </p>
    </article>
  );
}
