import { useTranslation } from '@amora/shared';
import { FreeNote } from '../../ui/free-note';
import { ProfilePhoto } from '../profiles';
import type { MemberLanderProps } from './types';
import { WriteLink } from './write-link';

/**
 * `/members/{id}/landing` (spec §1): the member's big photo beside who they are and one call to
 * write to them; on phones the photo comes first, full width.
 */
export function ProfileHero({ profile, copy }: MemberLanderProps) {
  const { t } = useTranslation('landers');
  const place = [profile.city, profile.region].filter(Boolean).join(', ');
  return (
    <section className="lander-soft-bg">
      <div className="container py-4 py-lg-5">
        <div className="row g-4 align-items-center">
          <div className="col-md-6 col-lg-5">
            <ProfilePhoto profile={profile} width={480} height={480} variant="full" priority className="w-100 h-auto shadow" style={{ aspectRatio: '1' }} />
          </div>
          <div className="col-md-6 col-lg-7">
            <p className="text-uppercase fw-semibold small text-primary-emphasis mb-2" style={{ letterSpacing: '.1em' }}>
              {profile.online ? t('lander.online') : place}
            </p>
            <h1 className="display-6 fw-bold mb-2">{t(`member.copy.${copy}.headline`, { name: profile.name })}</h1>
            <p className="h5 fw-normal text-body-secondary mb-3">{t('member.name_age', { name: profile.name, age: profile.age })}{place && ` · ${place}`}</p>
            <p className="lead mb-3">{t(`member.copy.${copy}.text`, { name: profile.name })}</p>
            {profile.about && <blockquote className="border-start border-3 border-primary ps-3 fst-italic mb-4">{profile.about}</blockquote>}
            <WriteLink profileId={profile.id} className="btn btn-primary btn-lg px-4">
              {t('member.write', { name: profile.name })}
            </WriteLink>
            <FreeNote className="small text-body-secondary mt-2 mb-0" />
          </div>
        </div>
      </div>
    </section>
  );
}
