import { bus, type Profile, useTranslation } from '@amora/shared';
import { JoinButton } from '../../ui/join-button';
import { ProfilePhoto } from '../profiles';
import { FreeNote } from '../../ui/free-note';
import type { LanderProps } from './types';

/** The city most profiles of the strip live in, or null when none has a city. */
export function commonCity(profiles: Profile[]): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  for (const { city } of profiles) {
    if (!city) continue;
    const n = (counts.get(city) ?? 0) + 1;
    counts.set(city, n);
    if (!best || n > (counts.get(best) ?? 0)) best = city;
  }
  return best;
}

/** A stable pseudo-random map position between 12 % and 88 % for a profile's pin (`salt` 0 = x, 1 = y). */
function pin(id: number, salt: number): number {
  const x = Math.sin(id * 12.9898 + salt * 78.233) * 43758.5453;
  return Math.round(12 + (x - Math.floor(x)) * 76);
}

/**
 * `/landers/maplanding/:slug?`: "Singles near {{city}}" — a stylised map with a pin per member
 * next to the list of those members (name, age, city, online) with a "Say hi" button that opens
 * sign-up with that profile. The city is the strip's most common one.
 */
export function MapLanding({ members }: LanderProps) {
  const { t } = useTranslation('landers');
  const city = commonCity(members.profiles);
  const shown = members.profiles.slice(0, 8);
  return (
    <section className="container py-4 py-md-5">
      <div className="text-center mb-4">
        <h1 className="h2 fw-bold">{city ? t('maplanding.title', { city }) : t('maplanding.title_nearby')}</h1>
        <p className="text-body-secondary mb-0">{t('maplanding.text')}</p>
      </div>
      <div className="row g-4 align-items-start">
        <div className="col-lg-6">
          <div className="lander-map lander-sticky rounded-4 shadow-sm overflow-hidden" aria-hidden="true">
            {shown.map((profile) => (
              <span key={profile.id} className="lander-pin position-absolute" style={{ left: `${pin(profile.id, 0)}%`, top: `${pin(profile.id, 1)}%` }}>
                <ProfilePhoto profile={profile} width={40} height={40} round className="border border-2 border-white shadow-sm" />
              </span>
            ))}
          </div>
        </div>
        <div className="col-lg-6">
          {members.status === 'ready' && (
            <ul className="list-group shadow-sm mb-4">
              {shown.map((profile) => (
                <li key={profile.id} className="list-group-item d-flex align-items-center gap-3 py-2">
                  <ProfilePhoto profile={profile} width={56} height={56} round />
                  <div className="flex-grow-1 overflow-hidden">
                    <p className="fw-semibold mb-0 text-truncate">
                      {profile.name}, {profile.age}
                    </p>
                    <p className="small text-body-secondary mb-0 text-truncate">
                      {profile.city ?? profile.country}
                      {profile.online && <span className="badge text-bg-success ms-2">{t('lander.online')}</span>}
                    </p>
                  </div>
                  <button type="button" className="btn btn-outline-primary btn-sm flex-shrink-0" aria-label={t('maplanding.say_hi_to', { name: profile.name })} onClick={() => bus.emit('signup:open', { profile: profile.id })}>
                    {t('maplanding.say_hi')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="text-center text-lg-start">
            <JoinButton className="btn btn-primary btn-lg">{t('lander.join')}</JoinButton>
            <FreeNote className="small text-body-secondary mt-2 mb-0" />
          </div>
        </div>
      </div>
    </section>
  );
}
