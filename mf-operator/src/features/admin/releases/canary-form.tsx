import { type RemoteVersion, releaseActionBody } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useFormat } from '../../../lib/use-format';
import type { OperatorSite } from '../../../lib/use-sites';
import { NumberField } from './number-field';
import { SiteOptions } from './site-options';
import type { ReleaseRequest } from './use-releases';

/** Props of {@link CanaryForm}. */
interface CanaryFormProps {
  name: string;
  versions: readonly RemoteVersion[];
  sites: readonly OperatorSite[];
  allowAll: boolean;
  busy: boolean;
  onRequest: (request: ReleaseRequest) => void;
}

/** A canary's share as the contract takes it: a whole percentage, 1–99. */
const percent = releaseActionBody.shape.percent.unwrap();
/** Issue 35: the minutes and page views of an automatic promotion as the contract takes them (whole numbers). */
const afterMinutes = releaseActionBody.shape.auto_promote_after_minutes.unwrap();
const minViews = releaseActionBody.shape.auto_promote_min_views.unwrap();
/**
 * A canary's fields as the contract's `releaseActionBody` takes them: a version and the share both
 * required, the site ('' = every site); issue 35: the automatic promotion's minutes and page views,
 * both optional — page views only with minutes (the API ignores them alone).
 */
const canarySchema = releaseActionBody
  .pick({ site: true, auto_promote_after_minutes: true, auto_promote_min_views: true })
  .extend({ version: releaseActionBody.shape.version.unwrap(), percent })
  .refine((values) => values.auto_promote_min_views === undefined || values.auto_promote_after_minutes !== undefined, {
    path: ['auto_promote_after_minutes'],
    params: { needed: true },
  });

/** An optional number field's value: undefined when empty. */
const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/**
 * "Start a canary" of a remote (issue 31 "Releases"): a registered version, the site (or all
 * sites without a pin) and the share of its visitors (1–99 %); issue 35: optionally "Promote
 * automatically after N minutes with at least M page views" (sent only when filled); "Start…"
 * asks for confirmation (`onRequest`) before anything changes.
 */
export function CanaryForm({ name, versions, sites, allowAll, busy, onRequest }: CanaryFormProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const f = useFormat();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(canarySchema), defaultValues: { version: versions[0]?.version ?? '', site: allowAll ? '' : (sites[0]?.domain ?? ''), percent: 10 } });
  const percentError = formState.errors.percent ? t('releases.percent_invalid') : null;
  const minutesIssue = formState.errors.auto_promote_after_minutes;
  const minutesError = minutesIssue ? t(minutesIssue.type === 'custom' ? 'releases.auto_promote.minutes_needed' : 'releases.auto_promote.minutes_invalid', { max: f.number(afterMinutes.maxValue ?? 0) }) : null;
  const viewsError = formState.errors.auto_promote_min_views ? t('releases.auto_promote.views_invalid', { max: f.number(minViews.maxValue ?? 0) }) : null;
  const submit = handleSubmit(({ auto_promote_after_minutes, auto_promote_min_views, ...values }) =>
    onRequest({
      name,
      action: 'canary',
      ...values,
      ...(auto_promote_after_minutes !== undefined ? { auto_promote_after_minutes } : {}),
      ...(auto_promote_min_views !== undefined ? { auto_promote_min_views } : {}),
    }),
  );
  return (
    <form className="row g-2 align-items-end" noValidate aria-label={t('releases.canary_form', { name })} onSubmit={submit}>
      <div className="col-12 col-sm-4">
        <label className="form-label" htmlFor={`${id}-version`}>
          {t('releases.version')}
        </label>
        <select id={`${id}-version`} className="form-select" {...register('version')}>
          {versions.map((v) => (
            <option key={v.version} value={v.version}>
              {v.version}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-sm-4">
        <label className="form-label" htmlFor={`${id}-site`}>
          {t('releases.site')}
        </label>
        <select id={`${id}-site`} className="form-select" {...register('site')}>
          <SiteOptions sites={sites} allowAll={allowAll} />
        </select>
      </div>
      <div className="col-12 col-sm-4">
        <NumberField id={`${id}-percent`} label={t('releases.share_percent')} bounds={percent} error={percentError} registration={register('percent', { valueAsNumber: true })} />
      </div>
      <fieldset className="col-12 col-sm-8" aria-describedby={`${id}-auto-help`}>
        <legend className="form-label fs-6 mb-1">{t('releases.auto_promote.legend')}</legend>
        <div className="row g-2">
          <div className="col-6">
            <NumberField small id={`${id}-minutes`} label={t('releases.auto_promote.minutes')} bounds={afterMinutes} error={minutesError} registration={register('auto_promote_after_minutes', { setValueAs: optionalNumber })} />
          </div>
          <div className="col-6">
            <NumberField small id={`${id}-views`} label={t('releases.auto_promote.views')} bounds={minViews} error={viewsError} registration={register('auto_promote_min_views', { setValueAs: optionalNumber })} />
          </div>
        </div>
        <p id={`${id}-auto-help`} className="form-text mb-0">
          {t('releases.auto_promote.help')}
        </p>
      </fieldset>
      <div className="col-12 col-sm-4">
        <button type="submit" className="btn btn-outline-primary w-100" disabled={busy || versions.length === 0}>
          {t('releases.start_canary')}
        </button>
      </div>
    </form>
  );
}
