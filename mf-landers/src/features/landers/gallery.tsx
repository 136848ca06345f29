import { useTranslation } from '@amora/shared';
import { JoinButton } from '../../ui/join-button';
import { ProfilePhoto } from '../profiles';
import { FreeNote } from '../../ui/free-note';
import { TileSkeletons } from './components/lander-skeleton';
import type { LanderProps } from './types';

const GRID = 'row row-cols-2 row-cols-md-3 row-cols-lg-4 g-2 g-md-3 list-unstyled mb-0';

/**
 * `/landers/gallery/:slug?`: an even photo grid of members; each photo opens sign-up with that
 * profile, and a closing button opens it without one. Grid hidden when the strip fails.
 */
export function Gallery({ members }: LanderProps) {
  const { t } = useTranslation('landers');
  return (
    <section className="container py-4 py-md-5">
      <div className="text-center mb-4">
        <h1 className="h2 fw-bold">{t('gallery.title')}</h1>
        <p className="text-body-secondary mb-0">{t('gallery.text')}</p>
      </div>
      {members.status === 'loading' && <TileSkeletons count={8} className={GRID} />}
      {members.status === 'ready' && (
        <ul className={GRID}>
          {members.profiles.map((profile, i) => (
            <li key={profile.id} className="col">
              <JoinButton profile={profile.id} className="lander-tile btn p-0 border-0 w-100 position-relative overflow-hidden rounded-3" label={t('members.meet', { name: profile.name })}>
                <ProfilePhoto profile={profile} width={300} height={300} variant="full" eager={i < 4} className="w-100 h-auto d-block rounded-0" style={{ aspectRatio: '1' }} />
                <span className="lander-shade position-absolute bottom-0 start-0 end-0 p-2 text-white text-start fw-semibold">
                  {profile.name}, {profile.age}
                </span>
              </JoinButton>
            </li>
          ))}
        </ul>
      )}
      <div className="text-center mt-4">
        <JoinButton className="btn btn-primary btn-lg px-4">{t('gallery.cta')}</JoinButton>
        <FreeNote className="small text-body-secondary mt-2 mb-0" />
      </div>
    </section>
  );
}
