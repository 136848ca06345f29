import { ApiError, type LikeModalProps, Modal, type Profile, api, bus, errorKey, navigate, useLocalizePath, useSettings, useTranslation } from '@amora/shared';
import { useNamespace } from '@amora/shared/hooks';
import { QueryProvider } from '@amora/shared/query';
import { useEffect, useState } from 'react';
import { LIKES_NS, loadLikesLocale } from '../../i18n/load-locale';
import { type LikeCandidate, useLikeCandidate } from './use-like-candidate';

/**
 * `POST /api/likes.php {profile}` (spec §4 like states): likes the member; a match opens the match
 * modal (`match:found`), and the likes reload (`likes:refresh`).
 * @throws ApiError (403 `blocked`, 404 for a profile that is gone, network errors).
 */
async function like(profile: Profile): Promise<void> {
  const { match } = await api.post<{ liked: true; match: boolean }>('/api/likes.php', { profile: profile.id });
  if (match) bus.emit('match:found', { profile });
  bus.emit('likes:refresh', {});
}

/** The proposal: photo, name, age, and Like / View profile / Not now. */
function LikeDialog({ candidate, onClose }: { candidate: LikeCandidate; onClose: () => void }) {
  const { t } = useTranslation('likes');
  const settings = useSettings();
  const localize = useLocalizePath();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { profile, kind } = candidate;
  const profileUrl = localize(kind === 'liked_you' ? `/likes/m/${profile.id}` : `/members/${profile.id}`);

  const onLike = async () => {
    setBusy(true);
    setError(null);
    try {
      await like(profile);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError && e.code === 'blocked' ? t('like_modal.unavailable') : t(errorKey(e)));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t(`like_modal.title_${kind}`, { name: profile.name })}
      onClose={onClose}
      size="sm"
      closeLabel={t('like_modal.close')}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('like_modal.later')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onLike} disabled={busy}>
            {t(`like_modal.like_${kind}`)}
          </button>
        </>
      }
    >
      <div className="text-center">
        {profile.main_image && settings ? (
          <img
            src={settings.cdn_prefix + profile.main_image.thumb_filename}
            alt={t('card.photo_alt', { name: profile.name })}
            width={160}
            height={200}
            className="rounded-3 object-fit-cover mb-3 shadow-sm"
          />
        ) : null}
        <p className="fw-semibold mb-1">{t('card.name_age', { name: profile.name, age: profile.age })}</p>
        <p className="text-body-secondary mb-2">{t(`like_modal.text_${kind}`, { name: profile.name })}</p>
        <a
          href={profileUrl}
          onClick={(event) => {
            if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onClose();
            navigate(profileUrl);
          }}
        >
          {t('like_modal.view_profile')}
        </a>
        {error && (
          <p className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}

/** Resolves the candidate once (a like that reloads the lists must not swap the member shown). */
function LikeProposal({ onClose }: LikeModalProps) {
  const found = useLikeCandidate();
  const [candidate, setCandidate] = useState<LikeCandidate | null | undefined>(undefined);
  useEffect(() => {
    if (candidate === undefined && found !== undefined) setCandidate(found);
  }, [candidate, found]);
  useEffect(() => {
    if (candidate === null) onClose();
  }, [candidate, onClose]);
  return candidate ? <LikeDialog candidate={candidate} onClose={onClose} /> : null;
}

/**
 * The like modal of spec §4, exposed as `mf_likes/like-modal`: the shell opens it when the URL's
 * `t` (seconds) has elapsed. It proposes one member — the newest like the member has not seen
 * ("{name} likes you", Like back), else a suggestion ("Do you like {name}?") — with Like
 * (`POST /api/likes.php`; a match opens the match modal), a link to the profile and "Not now".
 * Esc, the backdrop and the close button close it; focus is trapped inside (shared `Modal`).
 * Closes at once when there is nobody to propose. Loads its own texts and query client.
 */
export default function LikeModal({ onClose }: LikeModalProps) {
  const ready = useNamespace(LIKES_NS, loadLikesLocale).status === 'ready';
  return <QueryProvider>{ready ? <LikeProposal onClose={onClose} /> : null}</QueryProvider>;
}
