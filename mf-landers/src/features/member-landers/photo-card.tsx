import { useTranslation } from '@amora/shared';
import { JoinButton } from '../../ui/join-button';
import { FreeNote } from '../../ui/free-note';
import { ProfilePhoto } from '../profiles';
import type { MemberLanderProps } from './types';
import { WriteLink } from './write-link';

/**
 * `/members/{id}/landing3/{slug?}` (spec §1): one portrait card of the member, as in the swipe
 * game — name, age and place over the photo — with "more singles" (opens sign-up) and "like"
 * (the member-tied sign-up) below.
 */
export function PhotoCard({ profile, copy }: MemberLanderProps) {
  const { t } = useTranslation('landers');
  const place = [profile.city, profile.region].filter(Boolean).join(', ');
  return (
    <section className="container py-4 text-center" style={{ maxWidth: 460 }}>
      <h1 className="h3 fw-bold mb-1">{t(`member.copy.${copy}.headline`, { name: profile.name })}</h1>
      <p className="text-body-secondary mb-3">{t(`member.copy.${copy}.text`, { name: profile.name })}</p>
      <div className="position-relative rounded-4 overflow-hidden shadow mb-3">
        <ProfilePhoto profile={profile} width={420} height={560} variant="full" priority className="w-100 h-auto d-block rounded-0" style={{ aspectRatio: '3 / 4' }} />
        <div className="lander-shade position-absolute bottom-0 start-0 end-0 p-3 text-white text-start">
          <p className="h4 fw-bold mb-0">{t('member.name_age', { name: profile.name, age: profile.age })}</p>
          {place && <p className="mb-0">{place}</p>}
        </div>
      </div>
      <div className="d-flex justify-content-center gap-3">
        <JoinButton className="btn btn-outline-primary btn-lg px-4">{t('member.more')}</JoinButton>
        <WriteLink profileId={profile.id} className="btn btn-primary btn-lg px-4">
          {t('member.like', { name: profile.name })}
        </WriteLink>
      </div>
      <FreeNote className="small text-body-secondary mt-2 mb-0" />
    </section>
  );
}
