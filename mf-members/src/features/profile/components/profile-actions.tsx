import { ApiError, bus, errorKey, useObservable, useSettings, useUser, useTranslation } from '@amora/shared';
import { useQueryClient } from '@amora/shared/query';
import { useId, useState } from 'react';
import { GiftIcon } from '../../../ui/gift-icon';
import { AppLink } from '../../../ui/app-link';
import { unblockProfile } from '../api/blocks';
import { profileQueryOptions } from '../api/get-profile';
import { likeProfile, unlikeProfile } from '../../likes';
import type { ProfileDetail } from '@amora/shared';
import { BlockDialog } from './block-dialog';
import { MatchAlert } from './match-alert';
import { ReportDialog } from './report-dialog';
import { VisitorMessageForm } from './visitor-message-form';
import { Heart } from 'lucide-react';

/** The i18n key of a failed like, block or unblock: `blocked` has its own text, the rest the common ones. */
function actionErrorKey(error: unknown): string {
  return error instanceof ApiError && error.code === 'blocked' ? 'profile.errors_blocked' : errorKey(error);
}

/**
 * How the viewer can get in touch with this member (spec §2, §6):
 * - the owner: a note that this is how others see the profile;
 * - a visitor: a message box whose button opens sign-up with the profile id and the message (spec §1),
 *   and "Like", which opens sign-up too (liking needs an account);
 * - a member: see {@link MemberActions}.
 */
export function ProfileActions({ profile, own }: { profile: ProfileDetail; own: boolean }) {
  const { t } = useTranslation('members');
  const user = useUser();
  if (own) return <p className="alert alert-primary mb-0">{t('profile.own_preview')}</p>;
  if (!user) {
    return (
      <div className="d-flex flex-column gap-3">
        <VisitorMessageForm profile={profile} />
        <div>
          <button type="button" className="btn btn-outline-primary btn-lg px-4" onClick={() => bus.emit('signup:open', { profile: profile.id })}>
            <Heart size={18} className="me-2 align-text-bottom" />
            {t('profile.like')}
          </button>
        </div>
      </div>
    );
  }
  return <MemberActions key={profile.id} profile={profile} />;
}

/**
 * A logged-in member's actions on another member's profile (spec §2, §4, §6):
 * - "Send a message" (`/members/{id}/chat`) or "Continue chatting" (`/chats/{conversation}`, from `bus.chats$`);
 * - Like / Liked toggle (`POST`/`DELETE /api/likes.php`, starting from `liked_by_me`); a match shows
 *   "It's a match!" with a link to the chat; the likes on the bus are refreshed (`likes:refresh`);
 * - "Send a gift" (`/members/{id}/chat?gift=1`, described with `settings.gift_credits`);
 * - Block (confirmed in a modal, `POST /api/blocks.php`) and Report (reason + message, `POST /api/reports.php`).
 * While the viewer has blocked the member (`blocked_by_me`), only "You blocked {name}" with Unblock
 * (`DELETE /api/blocks.php`) and Report are shown. Failures show as an alert next to the buttons.
 */
function MemberActions({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const chats = useObservable(bus.chats$);
  const giftNoteId = useId();
  const client = useQueryClient();
  const { liked_by_me: liked, blocked_by_me: blocked } = profile;
  // The cached profile (`['profile', id]`) keeps what the viewer did, so the screen shows it when opened again.
  const patch = (change: Partial<ProfileDetail>) => client.setQueryData(profileQueryOptions(profile.id).queryKey, (old) => old && { ...old, ...change });
  const setLiked = (liked_by_me: boolean) => patch({ liked_by_me });
  const setBlocked = (blocked_by_me: boolean) => patch({ blocked_by_me });
  const [match, setMatch] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const toggleLike = () =>
    run(async () => {
      if (liked) {
        await unlikeProfile(profile.id);
        setLiked(false);
        setMatch(false);
      } else {
        const result = await likeProfile(profile.id);
        setLiked(true);
        setMatch(result.match);
        if (result.match) bus.emit('match:found', { profile });
      }
      bus.emit('likes:refresh', {});
    });

  const unblock = () =>
    run(async () => {
      await unblockProfile(profile.id);
      setBlocked(false);
      bus.emit('likes:refresh', {});
      bus.emit('chats:refresh', {});
    });

  const onBlocked = () => {
    setDialog(null);
    setBlocked(true);
    setMatch(false);
    bus.emit('likes:refresh', {});
    bus.emit('chats:refresh', {});
  };

  const chat = chats?.find((c) => c.profile_id === profile.id);
  const giftCredits = settings?.gift_credits ?? 0;
  return (
    <div className="d-flex flex-column gap-3">
      {error !== null && (
        <p className="alert alert-danger mb-0" role="alert">
          {t(actionErrorKey(error))}
        </p>
      )}
      {blocked ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2 mb-0" role="status">
          <span>
            <strong className="d-block">{t('profile.blocked_by_me', { name: profile.name })}</strong>
            {t('profile.blocked_by_me_text', { name: profile.name })}
          </span>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={unblock} disabled={busy}>
            {t('profile.unblock')}
          </button>
        </div>
      ) : (
        <>
          {match && <MatchAlert profile={profile} onClose={() => setMatch(false)} />}
          <div className="d-flex flex-wrap align-items-start gap-2">
            <AppLink className="btn btn-primary btn-lg px-4" to={chat ? `/chats/${chat.id}` : `/members/${profile.id}/chat`}>
              {chat ? t('profile.continue_chat') : t('profile.send_message')}
            </AppLink>
            <button type="button" className={`btn btn-lg px-4 ${liked ? 'btn-danger' : 'btn-outline-danger'}`} aria-pressed={liked} onClick={toggleLike} disabled={busy}>
              <Heart size={18} className="me-2 align-text-bottom" fill={liked ? 'currentColor' : 'none'} />
              {liked ? t('profile.liked') : t('profile.like')}
            </button>
            <AppLink className="btn btn-outline-primary btn-lg px-4" to={`/members/${profile.id}/chat?gift=1`} aria-describedby={giftCredits > 0 ? giftNoteId : undefined}>
              <GiftIcon />
              {t('profile.gift')}
            </AppLink>
          </div>
          {giftCredits > 0 && (
            <p id={giftNoteId} className="small text-body-secondary mb-0">
              {t('profile.gift_cost', { count: giftCredits })}
            </p>
          )}
        </>
      )}
      <div className="d-flex flex-wrap gap-3 small border-top pt-2">
        {!blocked && (
          <button type="button" className="btn btn-link btn-sm link-secondary p-0" onClick={() => setDialog('block')}>
            {t('profile.block')}
          </button>
        )}
        <button type="button" className="btn btn-link btn-sm link-secondary p-0" onClick={() => setDialog('report')}>
          {t('profile.report')}
        </button>
      </div>
      {dialog === 'block' && <BlockDialog profile={profile} onBlocked={onBlocked} onClose={() => setDialog(null)} />}
      {dialog === 'report' && <ReportDialog profile={profile} onClose={() => setDialog(null)} />}
    </div>
  );
}
