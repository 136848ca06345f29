import type { AutoLikeProfile } from '@amora/contracts';
import { Dialog, type MatchModalProps, type Profile, ProfilePlaceholder, navigate, useLocalizePath, useSettings, useUser, useTranslation } from '@amora/shared';
import { useNamespace } from '@amora/shared/hooks';
import { QueryProvider } from '@amora/shared/query';
import { type MouseEvent, useId } from 'react';
import { LIKES_NS, loadLikesLocale } from '../../i18n/load-locale';
import { useMatchProfile } from './use-match-profile';
import { Heart } from 'lucide-react';

// Dark enough everywhere for white text (contrast ≥ 4.5:1): deep teal into the unread-messages red.
const BACKDROP = 'linear-gradient(160deg, rgba(11, 85, 99, 0.98) 0%, rgba(15, 111, 127, 0.97) 50%, rgba(184, 50, 71, 0.97) 100%)';

/** A round photo of a member, or the silhouette by gender when there is no photo; `alt` names either. */
function MatchPhoto({ profile, size, alt }: { profile: Profile | AutoLikeProfile; size: number; alt: string }) {
  const settings = useSettings();
  const style = { width: size, height: size };
  if (profile.main_image && settings) {
    // The auto-like profile names its match-sized photo (`main_image.match`, spec §7).
    const path = 'match' in profile.main_image ? profile.main_image.match : profile.main_image.filename;
    return <img src={settings.cdn_prefix + path} alt={alt} width={size} height={size} className="rounded-circle object-fit-cover border border-4 border-white shadow" style={style} />;
  }
  return <ProfilePlaceholder gender={profile.gender} label={alt} className="rounded-circle border border-4 border-white shadow" style={style} />;
}

function MatchDialog({ profile, onClose }: { profile: Profile | AutoLikeProfile; onClose: () => void }) {
  const { t } = useTranslation('likes');
  const ownProfile = useUser((u) => u?.profile);
  const localize = useLocalizePath();
  const titleId = useId();
  const profileUrl = localize(`/members/${profile.id}`);
  const chatUrl = localize(`/members/${profile.id}/chat`);

  // Clicks bubble to the overlay, which closes the modal after navigating.
  const go = (url: string) => (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(url);
  };

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      className="position-fixed top-0 start-0 w-100 h-100 d-flex flex-column align-items-center justify-content-center text-center text-white p-4 overflow-auto"
      style={{ zIndex: 1050, background: BACKDROP, cursor: 'pointer' }}
      onClick={onClose}
    >
      <p className="mb-2" aria-hidden="true">
        <Heart size={48} fill="currentColor" />
      </p>
      <h2 id={titleId} className="display-5 fw-bold mb-2">
        {t('match.title')}
      </h2>
      <p className="lead mb-4">{t('match.text', { name: profile.name })}</p>
      <div className="d-flex align-items-center justify-content-center mb-4">
        {ownProfile && (
          <span className="me-n3" style={{ zIndex: 0 }}>
            <MatchPhoto profile={ownProfile} size={112} alt={t('match.your_photo')} />
          </span>
        )}
        <a href={profileUrl} onClick={go(profileUrl)} className="d-inline-block rounded-circle position-relative" style={{ zIndex: 1 }} aria-label={t('match.view_profile', { name: profile.name })}>
          <MatchPhoto profile={profile} size={160} alt={t('match.photo_alt', { name: profile.name })} />
        </a>
      </div>
      <button data-autofocus type="button" className="btn btn-light btn-lg rounded-pill px-5 fw-semibold text-primary shadow" onClick={() => navigate(chatUrl)}>
        {t('match.start_chat')}
      </button>
      <p className="small mt-4 mb-0">{t('match.close_hint')}</p>
    </Dialog>
  );
}

/** The dialog once the matched profile is known (given, or fetched by {@link useMatchProfile}). */
function Match({ profile, onClose }: MatchModalProps) {
  const matched = useMatchProfile(profile, onClose);
  return matched ? <MatchDialog profile={matched} onClose={onClose} /> : null;
}

/**
 * The full-screen match modal (spec §2), exposed as `mf_likes/match-modal` for the shell to mount.
 * A click anywhere closes it; the photo opens the member's profile (`/members/{id}`); the button
 * starts a conversation (`/members/{id}/chat`); Esc closes; focus starts on the button and stays
 * inside (the shared `Dialog`). Links carry the active locale's prefix. Without `profile` it asks
 * `GET /api/auto-like.php` for the match to announce and closes when there is none; once shown,
 * the match is marked seen and the likes reload after 500 ms (see ./use-match-profile, spec §7,
 * §9). Renders nothing until its texts are loaded. Mounted outside mf_likes' root, so it brings the
 * page's query client itself.
 */
export default function MatchModal({ profile, onClose }: MatchModalProps) {
  // Exposed on its own (the shell mounts it): it loads its texts itself; without them it stays hidden.
  const ready = useNamespace(LIKES_NS, loadLikesLocale).status === 'ready';
  return <QueryProvider>{ready ? <Match profile={profile} onClose={onClose} /> : null}</QueryProvider>;
}
