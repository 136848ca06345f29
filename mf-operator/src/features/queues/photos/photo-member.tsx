import type { QueuePhoto } from '@amora/contracts';
import { Link, useTranslation } from '@amora/shared';
import { useId } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useFormat } from '../../../lib/use-format';

/**
 * The member beside a photo under review (issue 31): name and age, country, site, a link to the
 * member's look-up page (`/operator/members/:user_id`) and their other profile photos as
 * thumbnails, each with its status when it is not live.
 */
export function PhotoMember({ photo }: { photo: QueuePhoto }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { country } = useFormat();
  const id = useId();
  const { member, other_photos: others } = photo;
  return (
    <section className="card mb-3" aria-labelledby={`${id}-name`}>
      <div className="card-body">
        <h2 id={`${id}-name`} className="h5 card-title">
          {t('photos.member_name', { name: member.name, age: member.age })}
        </h2>
        <dl className="row small mb-2">
          <dt className="col-5">{t('photos.country')}</dt>
          <dd className="col-7 mb-1">{country(member.country)}</dd>
          <dt className="col-5">{t('photos.site')}</dt>
          <dd className="col-7 mb-1 text-break">{member.site}</dd>
        </dl>
        <Link to={`/operator/members/${member.user_id}`}>{t('photos.member_link', { name: member.name })}</Link>
        <h3 className="h6 mt-3">{t('photos.other_photos', { count: others.length })}</h3>
        {others.length === 0 ? (
          <p className="small text-body-secondary mb-0">{t('photos.no_other_photos')}</p>
        ) : (
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {others.map((other, i) => (
              <li key={other.id} className="text-center">
                <img src={other.thumb_url} alt={t('photos.other_alt', { number: i + 1, status: t(`photos.status.${other.status}`) })} width={72} height={72} className="rounded" style={{ objectFit: 'cover' }} loading="lazy" />
                {other.status !== 'active' && <span className="d-block small text-body-secondary">{t(`photos.status.${other.status}`)}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
