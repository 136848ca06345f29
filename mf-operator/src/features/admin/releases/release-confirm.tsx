import { Modal, useTranslation } from '@amora/shared';
import { useId, useState } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useFormat } from '../../../lib/use-format';
import type { OperatorSite } from '../../../lib/use-sites';
import { describeRequest } from './release-state';
import { SiteOptions } from './site-options';
import type { ReleaseRemote, ReleaseRequest } from './use-releases';

/** Props of {@link ReleaseConfirm}. */
interface ReleaseConfirmProps {
  remote: ReleaseRemote;
  request: ReleaseRequest;
  sites: readonly OperatorSite[];
  allowAll: boolean;
  busy: boolean;
  /** The localized error of the last attempt, shown in the dialog. */
  error: string | null;
  onConfirm: (request: ReleaseRequest) => void;
  onCancel: () => void;
}

/**
 * The confirmation of a release action (issue 31 "Releases"): a modal dialog that says exactly
 * what changes ("Serve 9.1.0 of mf_landers to 10 % of the visitors of de.example?"); for
 * "Activate" it first asks where — all sites or one; a canary's automatic promotion (issue 35) is
 * named too. Esc and "Cancel" leave everything as it is.
 */
export function ReleaseConfirm({ remote, request, sites, allowAll, busy, error, onConfirm, onCancel }: ReleaseConfirmProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const f = useFormat();
  const [site, setSite] = useState(request.site);
  const chosen = { ...request, site };
  const [key, values] = describeRequest(remote, chosen);
  const footer = (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {t('releases.cancel')}
      </button>
      <button type="button" className={`btn ${request.action === 'rollback' ? 'btn-danger' : 'btn-primary'}`} disabled={busy} onClick={() => onConfirm(chosen)}>
        {busy ? t('releases.working') : t(`releases.confirm.do_${request.action}`)}
      </button>
    </>
  );
  return (
    <Modal title={t(`releases.confirm.title_${request.action}`, { name: remote.name })} onClose={onCancel} closeLabel={t('releases.close')} footer={footer}>
      {request.action === 'activate' && (
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-site`}>
            {t('releases.where')}
          </label>
          <select id={`${id}-site`} className="form-select" value={site} onChange={(event) => setSite(event.target.value)}>
            <SiteOptions sites={sites} allowAll={allowAll} />
          </select>
        </div>
      )}
      <p className="mb-0" data-testid="release-change">
        {t(key, values)}
      </p>
      {request.action === 'canary' && request.auto_promote_after_minutes !== undefined && (
        <p className="mt-2 mb-0" data-testid="release-auto-promote">
          {request.auto_promote_min_views !== undefined
            ? t('releases.confirm.auto_promote', { minutes: f.number(request.auto_promote_after_minutes), views: f.number(request.auto_promote_min_views) })
            : t('releases.confirm.auto_promote_rules', { minutes: f.number(request.auto_promote_after_minutes) })}
        </p>
      )}
      {error && (
        <p className="alert alert-danger mt-3 mb-0" role="alert">
          {t(error)}
        </p>
      )}
    </Modal>
  );
}
