import { useTranslation } from '@amora/shared';
import { FreeNote } from '../../ui/free-note';
import { ProfilePhoto } from '../profiles';
import type { MemberLanderProps } from './types';
import { WriteLink } from './write-link';

/**
 * `/members/{id}/landing2/{slug?}` (spec §1): a chat the member has already opened — their photo
 * and name as the chat header, their first message, "typing…" — and the call to reply.
 */
export function ChatInvite({ profile, copy }: MemberLanderProps) {
  const { t } = useTranslation('landers');
  return (
    <section className="lander-aurora text-white">
      <div className="container py-4 py-md-5 text-center" style={{ maxWidth: 560 }}>
        <h1 className="h2 fw-bold mb-2">{t(`member.copy.${copy}.headline`, { name: profile.name })}</h1>
        <p className="mb-4 opacity-75">{t(`member.copy.${copy}.text`, { name: profile.name })}</p>
        <div className="card text-start text-body shadow-lg mb-4">
          <div className="card-header bg-body d-flex align-items-center gap-3">
            <ProfilePhoto profile={profile} width={56} height={56} round priority />
            <div>
              <p className="fw-bold mb-0">{t('member.name_age', { name: profile.name, age: profile.age })}</p>
              {profile.online && <p className="small text-success mb-0">{t('lander.online')}</p>}
            </div>
          </div>
          <div className="card-body d-flex flex-column gap-2">
            <p className="bg-secondary-subtle rounded-4 px-3 py-2 mb-0 align-self-start" style={{ maxWidth: '85%' }}>
              {t(`member.opener.${copy}`)}
            </p>
            <p className="small text-body-secondary fst-italic mb-0">{t('member.typing', { name: profile.name })}</p>
          </div>
        </div>
        <WriteLink profileId={profile.id} className="btn btn-light btn-lg fw-bold px-4 text-primary-emphasis">
          {t('member.reply', { name: profile.name })}
        </WriteLink>
        <FreeNote />
      </div>
    </section>
  );
}
