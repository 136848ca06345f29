import { type RemoteVersion, releaseActionBody } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { OperatorSite } from '../../../lib/use-sites';
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
/** A canary's fields as the contract's `releaseActionBody` takes them: a version and the share both required, the site ('' = every site). */
const canarySchema = releaseActionBody.pick({ site: true }).extend({ version: releaseActionBody.shape.version.unwrap(), percent });

/**
 * "Start a canary" of a remote (issue 31 "Releases"): a registered version, the site (or all
 * sites without a pin) and the share of its visitors (1–99 %); "Start…" asks for confirmation
 * (`onRequest`) before anything changes.
 */
export function CanaryForm({ name, versions, sites, allowAll, busy, onRequest }: CanaryFormProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(canarySchema), defaultValues: { version: versions[0]?.version ?? '', site: allowAll ? '' : (sites[0]?.domain ?? ''), percent: 10 } });
  const percentError = formState.errors.percent ? t('releases.percent_invalid') : null;
  return (
    <form className="row g-2 align-items-end" noValidate aria-label={t('releases.canary_form', { name })} onSubmit={handleSubmit((values) => onRequest({ name, action: 'canary', ...values }))}>
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
      <div className="col-6 col-sm-2">
        <label className="form-label" htmlFor={`${id}-percent`}>
          {t('releases.share_percent')}
        </label>
        <input
          id={`${id}-percent`}
          type="number"
          min={percent.minValue ?? undefined}
          max={percent.maxValue ?? undefined}
          className={`form-control${percentError ? ' is-invalid' : ''}`}
          aria-invalid={percentError ? true : undefined}
          aria-describedby={percentError ? `${id}-percent-error` : undefined}
          {...register('percent', { valueAsNumber: true })}
        />
      </div>
      <div className="col-6 col-sm-2">
        <button type="submit" className="btn btn-outline-primary w-100" disabled={busy || versions.length === 0}>
          {t('releases.start_canary')}
        </button>
      </div>
      {percentError && (
        <p id={`${id}-percent-error`} className="col-12 small text-danger mb-0" role="alert">
          {percentError}
        </p>
      )}
    </form>
  );
}
