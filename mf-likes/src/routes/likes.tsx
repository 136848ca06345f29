import { ErrorPage, LoadError, LoginRequired, Spinner, usePageTitle, useTranslation, useUser } from '@amora/shared';
import type { ReactNode } from 'react';
import { useParams } from '@amora/shared/router';
import { useLikes } from '../features/likes/api/get-likes';
import { EmptyState } from '../features/likes/components/empty-state';
import { LikesTabs } from '../features/likes/components/likes-tabs';
import { ProfileCard } from '../features/likes/components/profile-card';
import { findTab } from '../features/likes/like-tabs';

/**
 * `/likes` and `/likes/{type}` (spec §2): tabs for who liked the member (`liked-me`, the default),
 * whom the member liked (`my-likes`) and mutual likes (`matches`), each a responsive grid of
 * cards (2 columns on phones, 3 from md, 4 from lg) leading to `/likes/m/{id}`. The lists come
 * from the likes query (`useLikes`), with progress only while none are known (spec §7). An
 * unknown type is the 404 page (the route table already refuses one: LIKES_TYPES).
 */
export function Likes() {
  const { t } = useTranslation('likes');
  const { type } = useParams();
  const tab = findTab(type);
  usePageTitle(tab ? t('title') : null);
  const loggedOut = useUser((u) => u === null);
  const { likes, error, retry } = useLikes();

  if (!tab) return <ErrorPage status={404} />;

  const list = likes?.[tab.list] ?? [];
  const newLikes = likes?.liked_by.filter((l) => l.like_new).length ?? 0;
  let content: ReactNode;
  if (loggedOut) content = <LoginRequired text={t('login_required')} />;
  else if (likes === null) content = error ? <LoadError error={error} onRetry={retry} /> : <Spinner />;
  else if (list.length === 0) content = <EmptyState type={tab.type} />;
  else {
    content = (
      <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-2 g-sm-3 list-unstyled mb-0">
        {list.map((profile) => (
          <li className="col" key={profile.id}>
            <ProfileCard profile={profile} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">{t('title')}</h1>
      {!loggedOut && <LikesTabs active={tab.type} newLikes={newLikes} />}
      {content}
    </section>
  );
}
