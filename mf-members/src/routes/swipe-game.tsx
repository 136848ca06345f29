import { ApiError, bus, formatDate, type Profile, Spinner, SWIPE_LIKES_PER_DAY, useLocale, usePageTitle, useTranslation, useUser } from '@amora/shared';
import { useQuery, useQueryClient } from '@amora/shared/query';
import { useCallback, useId } from 'react';
import { Link } from '@amora/shared/router';
import { type SwipeQuota, swipe, swipeQuotaQueryOptions } from '../features/suggestions/api/swipe';
import { SuggestionDeck } from '../features/suggestions/components/suggestion-deck';
import { LoginPrompt } from '../ui/login-prompt';

/**
 * `/swipe-game` (spec §2, §6): the suggestion deck where Like and Pass go to `POST /api/swipe.php`.
 * "n of 4 likes left today" comes from `GET /api/swipe.php` and every answer. With no likes left (or a
 * 429 `swipe_limit`) Like is disabled and "You have used your 4 likes for today. New likes at {time}"
 * (the reset time in the member's locale) is shown with a link to the match finder; Pass still works.
 * Visitors are asked to log in or join.
 */
export function SwipeGame() {
  const { t } = useTranslation('members');
  usePageTitle(t('swipe_game.title'));
  const user = useUser();
  return (
    <section className="container py-4" style={{ maxWidth: 560 }}>
      <header className="text-center mb-3">
        <h1 className="h3">{t('swipe_game.title')}</h1>
        <p className="text-body-secondary mb-0 suggestion-intro">{t('swipe_game.intro')}</p>
      </header>
      {user === undefined ? (
        <Spinner />
      ) : user === null ? (
        <>
          <p className="text-center mb-4">{t('swipe_game.rule', { count: SWIPE_LIKES_PER_DAY })}</p>
          <LoginPrompt text={t('suggestions.login_required')} />
        </>
      ) : (
        <SwipeDeck key={user.id} />
      )}
    </section>
  );
}

/** The quota after an answer of `POST /api/swipe.php` (or a 429 without `resets_at`: the time known before). */
const withLikesLeft =
  (likesLeft: number, resetsAt: string | undefined) =>
  (quota: SwipeQuota | null): SwipeQuota => ({
    likes_per_day: quota?.likes_per_day ?? SWIPE_LIKES_PER_DAY,
    likes_left: likesLeft,
    resets_at: resetsAt ?? quota?.resets_at ?? '',
  });

/** The logged-in member's game: the likes-left counter, the daily-limit notice and the deck. */
function SwipeDeck() {
  const { t } = useTranslation('members');
  const locale = useLocale();
  const limitId = useId();
  const client = useQueryClient();
  // Without the counter the game still works: the API enforces the limit on each like.
  const quota = useQuery(swipeQuotaQueryOptions()).data ?? null;
  const setQuota = useCallback(
    (update: (current: SwipeQuota | null) => SwipeQuota) => client.setQueryData(swipeQuotaQueryOptions().queryKey, (current) => update(current ?? null)),
    [client],
  );

  const onLike = useCallback(async (profile: Profile) => {
    try {
      const result = await swipe(profile.id, true);
      setQuota(withLikesLeft(result.likes_left, result.resets_at));
      bus.emit('likes:refresh', {});
      return { match: result.match };
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        const resetsAt = error.body.resets_at;
        setQuota(withLikesLeft(0, typeof resetsAt === 'string' ? resetsAt : undefined));
        return null;
      }
      throw error;
    }
  }, [setQuota]);

  const onPass = useCallback(async (profile: Profile) => {
    const result = await swipe(profile.id, false);
    setQuota(withLikesLeft(result.likes_left, result.resets_at));
  }, [setQuota]);

  const perDay = quota?.likes_per_day ?? SWIPE_LIKES_PER_DAY;
  const usedUp = quota !== null && quota.likes_left <= 0;
  return (
    <>
      <p className="text-center mb-3" aria-live="polite">
        {quota ? (
          <span className={`badge rounded-pill fs-6 fw-normal ${usedUp ? 'text-bg-secondary' : 'text-bg-primary'}`}>
            {t('swipe_game.likes_left', { count: quota.likes_left, total: perDay })}
          </span>
        ) : (
          <span className="small text-body-secondary">{t('swipe_game.rule', { count: perDay })}</span>
        )}
      </p>
      {usedUp && (
        <div id={limitId} className="alert alert-primary text-center" role="status">
          <p className="mb-2">
            {t('swipe_game.limit', {
              count: perDay,
              time: quota.resets_at ? formatDate(quota.resets_at, locale, { hour: 'numeric', minute: '2-digit' }) : '—',
            })}
          </p>
          <p className="small mb-2">{t('swipe_game.limit_pass')}</p>
          <Link className="btn btn-sm btn-primary" to="/match-finder">
            {t('swipe_game.to_match_finder')}
          </Link>
        </div>
      )}
      <SuggestionDeck onLike={onLike} onPass={onPass} canLike={!usedUp} likeDescribedBy={usedUp ? limitId : undefined} />
    </>
  );
}
