import { type CanaryComparison as Comparison, type CanaryMetric, RUM_OUTCOMES, RUM_VITALS, type RumVital } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import type { ReactNode } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useFormat } from '../../../lib/use-format';

// The rows of a canary's comparison table (canary-comparison.tsx): what each measures, both sides, the difference and its significance (issue 35).

type Format = ReturnType<typeof useFormat>;
type T = ReturnType<typeof useTranslation>['t'];

/** One row of the comparison table: what is measured, both sides, the difference and its significance. */
export interface Row {
  key: string;
  label: string;
  active: string;
  canary: string;
  difference: string;
  significance: ReactNode;
  /** Significantly worse on the canary, past the rules (a metric's `worse`); absent for page views. */
  worse?: boolean;
}

/** "–" for what was not measured. */
export const DASH = '–';

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
  const points = t('releases.compare.points', { points: f.signed(metric.difference * 100), count: Math.abs(metric.difference * 100) });
  return metric.relative === null ? points : `${points} (${f.signedPercent(metric.relative)})`;
}

/** A vital's p75: milliseconds, CLS unitless. */
function vitalValue(f: Format, t: T, vital: RumVital, value: number | null, signed = false): string {
  if (value === null) return DASH;
  if (vital === 'CLS') return signed ? f.signed(value, 3) : f.decimal(value, 3);
  return t('releases.compare.ms', { value: signed ? f.signed(value, 0) : f.decimal(value, 0) });
}

/** The rows of a comparison: page views, error and load-failure rate, the outcomes reached on either side, the p75 of each vital. */
export function rowsOf(c: Comparison, f: Format, t: T): Row[] {
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
      worse: metrics.error_rate.worse,
    },
    {
      key: 'load_failure_rate',
      label: t('releases.compare.load_failure_rate'),
      active: rate(f, c.active.load_failure_rate, c.active.load_failures),
      canary: rate(f, c.canary.load_failure_rate, c.canary.load_failures),
      difference: rateDifference(f, t, metrics.load_failure_rate),
      significance: <Significance metric={metrics.load_failure_rate} />,
      worse: metrics.load_failure_rate.worse,
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
      worse: metric.worse,
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
      worse: metric.worse,
    });
  }
  return rows;
}
