import { useTranslation } from '@amora/shared';
import { JoinButton } from '../../ui/join-button';
import { ProfilePhoto } from '../profiles';
import { FreeNote } from '../../ui/free-note';
import type { LanderProps } from './types';

/**
 * `/landers/video/:slug?`: a hero on a slowly moving CSS "aurora" (no video file), a live badge and
 * the call to action, then a row of members shown as live portrait tiles that open sign-up.
 */
export function Video({ members }: LanderProps) {
  const { t } = useTranslation('landers');
  return (
    <>
      <section className="lander-aurora text-white text-center position-relative overflow-hidden">
        <div className="container position-relative py-5 my-md-5">
          <span className="badge rounded-pill bg-unread-messages lander-live mb-3">{t('video.live')}</span>
          <h1 className="display-5 fw-bold">{t('video.title')}</h1>
          <p className="lead mx-auto mb-4" style={{ maxWidth: '34rem' }}>
            {t('video.text')}
          </p>
          <JoinButton className="btn btn-light btn-lg fw-bold px-4 text-primary-emphasis">{t('video.cta')}</JoinButton>
          <FreeNote />
        </div>
      </section>
      {members.status !== 'hidden' && (
        <section className="container py-4 py-md-5" aria-labelledby="video-live">
          <h2 id="video-live" className="h4 fw-bold mb-3">
            {t('video.strip')}
          </h2>
          <ul className="row row-cols-3 row-cols-md-4 row-cols-lg-6 g-2 list-unstyled mb-0">
            {members.profiles.slice(0, 6).map((profile) => (
              <li key={profile.id} className="col">
                <JoinButton profile={profile.id} className="lander-tile btn p-0 border-0 w-100 position-relative overflow-hidden rounded-3" label={t('members.meet', { name: profile.name })}>
                  <ProfilePhoto profile={profile} width={180} height={320} variant="full" className="w-100 h-auto d-block rounded-0" style={{ aspectRatio: '9 / 16' }} />
                  <span className="position-absolute top-0 start-0 m-2 badge bg-unread-messages">{t('video.live')}</span>
                  <span className="lander-shade position-absolute bottom-0 start-0 end-0 p-2 text-white text-start small fw-semibold">{profile.name}</span>
                </JoinButton>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
