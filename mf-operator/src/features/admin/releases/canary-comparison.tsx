import type { CanaryComparison as Comparison } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { useId } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useFormat } from '../../../lib/use-format';
import { DASH, rowsOf } from './canary-rows';

/** How each verdict is marked beside its words (the words carry the meaning; the colour only repeats it). */
const VERDICT_BADGE: Record<Comparison['verdict'], string> = {
  insufficient_data: 'text-bg-secondary',
  holding: 'text-bg-primary',
  worse: 'text-bg-danger',
  better: 'text-bg-success',
};

/**
 * One canary beside the version it would replace, as real users measured them (issue 35): the
 * judge's verdict in words (not enough data yet, holding, worse, better), how long it has run and whether it is promoted automatically, then a table —
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
          count: c.rules.max_error_rate_increase * 100,
          drop: f.percent(c.rules.max_outcome_drop),
          minutes: f.number(c.rules.check_after_minutes),
        })}
      </p>
    </article>
  );
}
