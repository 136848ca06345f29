import { type ProfileDetail, type ScreenProps, Spinner, useTranslation } from '@amora/shared';
import type { ComponentType } from 'react';
import { ChatInvite, type MemberLanderProps, PhotoCard, ProfileHero, copyVariant } from '../features/member-landers';
import { usePageData } from '../features/profiles';
import { JoinButton } from '../ui/join-button';
import '../features/landers/landers.scss';

/** The member lander designs (spec §1), by the key the route table gives each route (`route.part`). */
const DESIGNS: Record<string, ComponentType<MemberLanderProps>> = {
  'profile-hero': ProfileHero,
  'chat-invite': ChatInvite,
  'photo-card': PhotoCard,
};

/**
 * `/members/{id}/landing`, `/members/{id}/landing2/{slug?}` and `/members/{id}/landing3/{slug?}`
 * (spec §1): three designs around one member (`GET /api/profile.php?id=`), the route table's
 * `part` choosing the design (docs/routes.md) and the slug the copy; drawn on the server like the
 * landers (issue 12). A member who cannot be shown (404, or visitors may not see profiles) leaves
 * a plain invitation to sign up.
 */
export function MemberLander({ route, params: { id, slug } }: ScreenProps) {
  const { t } = useTranslation('landers');
  const profileId = Number(id);
  const valid = Number.isInteger(profileId) && profileId > 0;
  const profile = usePageData<ProfileDetail>(`profile:${profileId}`, valid);
  const Design = DESIGNS[route.part?.key ?? ''] ?? ProfileHero;
  if (profile.status === 'loading') return <Spinner />;
  if (profile.status === 'failed') {
    return (
      <section className="container py-5 text-center" style={{ maxWidth: 560 }}>
        <h1 className="h3 mb-3">{t('member.unavailable')}</h1>
        <JoinButton className="btn btn-primary btn-lg px-4">{t('lander.join')}</JoinButton>
      </section>
    );
  }
  return <Design profile={profile.value} copy={copyVariant(slug)} />;
}
