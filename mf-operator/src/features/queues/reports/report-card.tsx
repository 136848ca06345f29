import type { OperatorReport, ReportAction } from '@amora/contracts';
import { Link, useTranslation } from '@amora/shared';
import { Ban, EyeOff, UserX, X } from 'lucide-react';
import { useId } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useFormat } from '../../../lib/use-format';
import { ReportedProfile } from './reported-profile';

/** The actions' buttons, in order, with their icon and colour. */
const ACTIONS: readonly { action: ReportAction; Icon: typeof X; className: string }[] = [
  { action: 'dismiss', Icon: X, className: 'btn-outline-secondary' },
  { action: 'hide_photo', Icon: EyeOff, className: 'btn-outline-danger' },
  { action: 'disable_profile', Icon: UserX, className: 'btn-outline-danger' },
  { action: 'ban', Icon: Ban, className: 'btn-danger' },
];

/**
 * One open report (issue 31): why and when it came, the reported profile ({@link ReportedProfile})
 * beside the reporter and their message, and the actions Dismiss, Hide a photo (only when the
 * profile has photos), Disable profile (not when disabled already) and Ban (only for a profile
 * with an account), each opening its confirmation dialog through `onAction`.
 */
export function ReportCard({ report, onAction }: { report: OperatorReport; onAction: (action: ReportAction) => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { when } = useFormat();
  const id = useId();
  const { reported, reporter } = report;
  const offered = (action: ReportAction) =>
    action === 'hide_photo' ? reported.photos.some((p) => p.status !== 'disabled') : action === 'disable_profile' ? reported.status !== 'disabled' : action === 'ban' ? reported.user_id !== null : true;
  return (
    <article className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id={`${id}-title`} className="h6 mb-0 me-auto">
          {t('reports.card_title', { name: reported.name, reason: t(`reports.reasons.${report.reason}`) })}
        </h2>
        <span className="small text-body-secondary">{t('reports.reported_at', { date: when(report.created_at) })}</span>
      </div>
      <div className="card-body row g-3">
        <div className="col-md-6">
          <ReportedProfile reported={reported} others={report.other_open_reports} headingId={`${id}-reported`} />
        </div>
        <div className="col-md-6">
          <h3 className="h6">{t('reports.reporter')}</h3>
          <p className="small mb-2">{reporter.user_id !== null ? <Link to={`/operator/members/${reporter.user_id}`}>{reporter.name}</Link> : reporter.name}</p>
          <h3 className="h6">{t('reports.message')}</h3>
          {report.message ? (
            <blockquote className="border-start border-3 ps-3 small mb-0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {report.message}
            </blockquote>
          ) : (
            <p className="small text-body-secondary mb-0">{t('reports.no_message')}</p>
          )}
        </div>
      </div>
      <div className="card-footer d-flex flex-wrap gap-2">
        {ACTIONS.filter(({ action }) => offered(action)).map(({ action, Icon, className }) => (
          <button key={action} type="button" className={`btn btn-sm ${className} d-inline-flex align-items-center gap-1`} aria-describedby={`${id}-title`} onClick={() => onAction(action)}>
            <Icon aria-hidden="true" size={16} />
            {t(`reports.actions.${action}`)}
          </button>
        ))}
      </div>
    </article>
  );
}
