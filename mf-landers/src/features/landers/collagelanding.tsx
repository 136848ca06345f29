import type { Profile } from '@amora/shared';
import { useTranslation } from '@amora/shared';
import { JoinButton } from '../../ui/join-button';
import { ProfilePhoto } from '../profiles';
import { FreeNote } from '../../ui/free-note';
import type { LanderProps } from './types';

/** Tiles in the mosaic: more than the widest layout (6 columns) can show. */
const TILES = 24;

/**
 * `/landers/collagelanding/:slug?`: a mosaic of member photos in mixed tile sizes behind a
 * centred card with the message and the sign-up button. Without profiles only the card shows,
 * on the theme gradient.
 */
export function CollageLanding({ members }: LanderProps) {
  const { t } = useTranslation('landers');
  const { profiles } = members;
  // Repeat the strip so the mosaic always overfills its fixed-height frame (the frame crops it).
  const tiles = profiles.length > 0 ? Array.from({ length: TILES }, (_, i) => profiles[i % profiles.length] as Profile) : [];
  return (
    <section className="lander-collage-wrap position-relative overflow-hidden">
      <div className="lander-collage" aria-hidden="true">
        {tiles.map((profile, i) => (
          <div key={i} className={`lander-collage-tile lander-collage-tile-${i % 6}`}>
            <ProfilePhoto profile={profile} width={240} height={240} variant="full" eager={i < 6} className="w-100 h-100 rounded-0" />
          </div>
        ))}
      </div>
      <div className="lander-collage-overlay position-absolute top-0 start-0 end-0 bottom-0 d-flex align-items-center justify-content-center p-3">
        <div className="card border-0 shadow-lg text-center p-4 p-md-5" style={{ maxWidth: 480 }}>
          <h1 className="h2 fw-bold">{t('collagelanding.title')}</h1>
          <p className="text-body-secondary">{t('collagelanding.text')}</p>
          <JoinButton className="btn btn-primary btn-lg">{t('lander.join')}</JoinButton>
          <FreeNote className="small text-body-secondary mt-2 mb-0" />
        </div>
      </div>
    </section>
  );
}
