import type { OperatorReport } from '@amora/contracts';
import { Link, useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useFormat } from '../../../lib/use-format';

/** The badge colour of each member status (the theme has no `dark`/`info`). */
const STATUS_BADGE: Readonly<Record<OperatorReport['reported']['status'], string>> = {
  active: 'text-bg-success',
  not_confirmed: 'text-bg-secondary',
  disabled: 'text-bg-warning',
  banned: 'text-bg-danger',
  deleted: 'text-bg-secondary',
};

/**
 * The reported profile of a report (issue 31): its photos (every status, by position), name and
 * age, country, site, status (with the ban's end), the other open reports about it, and a link
 * to the member's look-up page when the profile has an account.
 */
export function ReportedProfile({ reported, others, headingId }: { reported: OperatorReport['reported']; others: number; headingId: string }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { country, day } = useFormat();
  return (
    <div>
      <h3 id={headingId} className="h6 d-flex flex-wrap align-items-center gap-2">
        {t('reports.reported_name', { name: reported.name, age: reported.age })}
        <span className={`badge ${STATUS_BADGE[reported.status]}`}>{t(`reports.status.${reported.status}`)}</span>
      </h3>
      <p className="small mb-2">
        {country(reported.country)}
        {reported.site && ` · ${reported.site}`}
        {reported.banned_until && ` · ${t('reports.banned_until', { date: day(reported.banned_until) })}`}
      </p>
      {reported.photos.length === 0 ? (
        <p className="small text-body-secondary">{t('reports.no_photos')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
          {reported.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.thumb_url} alt={t('reports.photo_alt', { number: i + 1, status: t(`photos.status.${photo.status}`) })} width={88} height={88} className="rounded" style={{ objectFit: 'cover' }} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {others > 0 && <p className="small text-danger mb-2">{t('reports.other_open', { count: others })}</p>}
      {reported.user_id !== null ? (
        <Link to={`/operator/members/${reported.user_id}`}>{t('reports.member_link', { name: reported.name })}</Link>
      ) : (
        <p className="small text-body-secondary mb-0">{t('reports.no_account')}</p>
      )}
    </div>
  );
}
