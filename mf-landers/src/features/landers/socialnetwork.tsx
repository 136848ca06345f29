import { bus, type Profile, useTranslation } from '@amora/shared';
import { Heart, MessageCircle } from 'lucide';
import { Icon } from '../../ui/icon';
import { JoinButton } from '../../ui/join-button';
import { ProfilePhoto } from '../profiles';
import { FreeNote } from '../../ui/free-note';
import type { LanderProps } from './types';

/** Longest excerpt of a member's "about" text shown in a feed post, in characters. */
export const EXCERPT_CHARS = 160;

function Post({ profile, eager }: { profile: Profile; eager: boolean }) {
  const { t } = useTranslation('landers');
  const open = () => bus.emit('signup:open', { profile: profile.id });
  const about = profile.about.length > EXCERPT_CHARS ? `${profile.about.slice(0, EXCERPT_CHARS).trimEnd()}…` : profile.about;
  return (
    <article className="card border-0 shadow-sm mb-4" aria-label={profile.name}>
      <div className="card-body d-flex align-items-center gap-3 pb-2">
        <ProfilePhoto profile={profile} width={48} height={48} round eager={eager} />
        <div className="overflow-hidden">
          <h2 className="h6 fw-bold mb-0">
            {profile.name}, {profile.age}
          </h2>
          <p className="small text-body-secondary mb-0">{profile.online ? t('lander.online') : (profile.city ?? profile.country)}</p>
        </div>
      </div>
      {profile.main_image && <ProfilePhoto profile={profile} width={600} height={600} variant="full" eager={eager} className="w-100 h-auto rounded-0" style={{ aspectRatio: '1' }} />}
      {about && <p className="card-body mb-0 pb-2">{about}</p>}
      <div className="card-body pt-2 d-flex gap-2">
        <button type="button" className="btn btn-outline-unread-messages btn-sm d-inline-flex align-items-center gap-1" aria-label={t('socialnetwork.like', { name: profile.name })} onClick={open}>
          <Icon icon={Heart} size={18} /> {t('socialnetwork.like_short')}
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1" aria-label={t('socialnetwork.message', { name: profile.name })} onClick={open}>
          <Icon icon={MessageCircle} size={18} /> {t('socialnetwork.message_short')}
        </button>
      </div>
    </article>
  );
}

/**
 * `/landers/socialnetwork/:slug?`: a social feed of member posts (avatar, photo, excerpt of the
 * "about" text, like and message actions that open sign-up) beside a sticky join card.
 */
export function SocialNetwork({ members }: LanderProps) {
  const { t } = useTranslation('landers');
  return (
    <div className="lander-soft-bg">
      <div className="container py-4 py-md-5">
        <div className="row g-4 justify-content-center">
          <div className="col-lg-4 order-lg-2">
            <div className="card border-0 shadow-sm p-4 text-center lander-sticky">
              <h1 className="h3 fw-bold">{t('socialnetwork.title')}</h1>
              <p className="text-body-secondary">{t('socialnetwork.text')}</p>
              <JoinButton className="btn btn-primary btn-lg">{t('lander.join')}</JoinButton>
              <FreeNote className="small text-body-secondary mt-2 mb-0" />
            </div>
          </div>
          <section className="col-md-8 col-lg-6 order-lg-1" aria-label={t('socialnetwork.feed')}>
            {members.profiles.slice(0, 6).map((profile, i) => (
              <Post key={profile.id} profile={profile} eager={i === 0} />
            ))}
          </section>
        </div>
      </div>
    </div>
  );
}
