import { useEffect, useState } from 'react';
import { useTranslation } from '@amora/shared';
import { JoinButton } from '../../ui/join-button';
import { ProfilePhoto } from '../profiles';
import { FreeNote } from '../../ui/free-note';
import type { LanderProps } from './types';

/** How many photos the crossfading background cycles through. */
export const SLIDES = 5;
/** Time each photo stays in front, in milliseconds (the CSS crossfade takes 1.5 s of it). */
export const SLIDE_MS = 4_000;

/**
 * `/landers/transitionsvideolanding/:slug?`: a full-height hero whose background crossfades through
 * member photos like a video (CSS transitions, zooming slowly; one timer switches the slide), under a dark veil with the message and
 * the call to action. Falls back to the moving gradient when no photos are available.
 */
export function TransitionsVideoLanding({ members }: LanderProps) {
  const { t } = useTranslation('landers');
  const slides = members.profiles.filter((p) => p.main_image).slice(0, SLIDES);
  const [active, setActive] = useState(0);
  const count = slides.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [count]);
  return (
    <section className="lander-aurora lander-fullheight position-relative overflow-hidden text-white d-flex align-items-center">
      <div className="lander-slides" aria-hidden="true">
        {slides.map((profile, i) => (
          <div key={profile.id} className={`lander-slide ${i === active ? 'is-active' : ''}`}>
            <ProfilePhoto profile={profile} width={1200} height={800} variant="full" eager={i === 0} className="w-100 h-100 rounded-0" />
          </div>
        ))}
      </div>
      <div className="lander-veil position-absolute top-0 start-0 end-0 bottom-0" />
      <div className="container position-relative py-5">
        <div style={{ maxWidth: '36rem' }}>
          <h1 className="display-5 fw-bold">{t('transitionsvideolanding.title')}</h1>
          <p className="lead mb-4">{t('transitionsvideolanding.text')}</p>
          <JoinButton className="btn btn-light btn-lg fw-bold px-4 text-primary-emphasis">{t('lander.join')}</JoinButton>
          <FreeNote />
        </div>
      </div>
    </section>
  );
}
