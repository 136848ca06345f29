import { useTranslation } from '@amora/shared';
import { JoinButton } from '../../ui/join-button';
import { ProfilePhoto } from '../profiles';
import { FreeNote } from '../../ui/free-note';
import type { LanderProps } from './types';

/**
 * `/landers/alonetonight/:slug?`: one message on a starry night sky — "Alone tonight?" — with a
 * few overlapping faces of members online and a single button that opens sign-up.
 */
export function AloneTonight({ members }: LanderProps) {
  const { t } = useTranslation('landers');
  const faces = members.profiles.slice(0, 5);
  return (
    <section className="lander-night lander-fullheight text-white text-center d-flex align-items-center position-relative overflow-hidden">
      <div className="container position-relative py-5">
        <h1 className="display-4 fw-bold mb-3">{t('alonetonight.title')}</h1>
        <p className="lead mx-auto mb-4" style={{ maxWidth: '32rem' }}>
          {t('alonetonight.text')}
        </p>
        {faces.length > 0 && (
          <div className="d-flex justify-content-center align-items-center mb-4">
            <ul className="list-unstyled d-flex mb-0 lander-faces">
              {faces.map((profile) => (
                <li key={profile.id}>
                  <ProfilePhoto profile={profile} width={52} height={52} round eager className="border border-2 border-white" />
                </li>
              ))}
            </ul>
            <span className="ms-3 small">{t('alonetonight.online')}</span>
          </div>
        )}
        <JoinButton className="btn btn-unread-messages btn-lg fw-bold px-5 shadow">{t('alonetonight.cta')}</JoinButton>
        <FreeNote />
      </div>
    </section>
  );
}
