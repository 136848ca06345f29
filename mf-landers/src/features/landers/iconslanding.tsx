import { useTranslation } from '@amora/shared';
import { Camera, Coins, type IconNode, Lock, MapPin, Smartphone, User } from 'lucide';
import { Icon } from '../../ui/icon';
import { JoinButton } from '../../ui/join-button';
import { ProfilePhoto } from '../profiles';
import { FreeNote } from '../../ui/free-note';
import type { LanderProps } from './types';

const FEATURES: { key: string; shape: IconNode }[] = [
  { key: 'free', shape: User },
  { key: 'nearby', shape: MapPin },
  { key: 'private', shape: Lock },
  { key: 'photos', shape: Camera },
  { key: 'credits', shape: Coins },
  { key: 'mobile', shape: Smartphone },
];

/**
 * `/landers/iconslanding/:slug?`: the product in six icon features (spec §1), a row of member
 * faces and the call to action.
 */
export function IconsLanding({ members }: LanderProps) {
  const { t } = useTranslation('landers');
  return (
    <section className="container py-4 py-md-5 text-center">
      <h1 className="h2 fw-bold">{t('iconslanding.title')}</h1>
      <p className="text-body-secondary mx-auto mb-4" style={{ maxWidth: '36rem' }}>
        {t('iconslanding.text')}
      </p>
      <ul className="row row-cols-2 row-cols-md-3 g-3 g-md-4 list-unstyled mb-4">
        {FEATURES.map(({ key, shape }) => (
          <li key={key} className="col">
            <div className="card border-0 shadow-sm h-100 p-3">
              <span className="d-inline-flex align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary-emphasis mx-auto mb-2" style={{ width: 56, height: 56 }}>
                <Icon icon={shape} size={28} />
              </span>
              <h2 className="h6 fw-bold mb-1">{t(`iconslanding.features.${key}.title`)}</h2>
              <p className="small text-body-secondary mb-0">{t(`iconslanding.features.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      {members.status === 'ready' && (
        <div className="mb-4">
          <p className="fw-semibold mb-2">{t('iconslanding.faces')}</p>
          <ul className="list-unstyled d-flex justify-content-center flex-wrap gap-2 mb-0">
            {members.profiles.slice(0, 8).map((profile) => (
              <li key={profile.id}>
                <ProfilePhoto profile={profile} width={56} height={56} round className="border border-2 border-white shadow-sm" />
              </li>
            ))}
          </ul>
        </div>
      )}
      <JoinButton className="btn btn-primary btn-lg px-4">{t('lander.join')}</JoinButton>
      <FreeNote className="small text-body-secondary mt-2 mb-0" />
    </section>
  );
}
