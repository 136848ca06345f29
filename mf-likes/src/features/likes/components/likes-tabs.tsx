import { useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { LIKE_TABS, type LikeTab } from '../like-tabs';

/**
 * The three likes lists as nav-tabs made of links (`/likes/liked-me`, `/likes/my-likes`,
 * `/likes/matches`); the active one carries `aria-current="page"`. `newLikes` is shown as a
 * badge on "Liked me". The three share the width and a long label wraps (Polish "Kto mnie
 * polubił" at 390 px), so no tab is hidden off the screen.
 */
export function LikesTabs({ active, newLikes }: { active: LikeTab['type']; newLikes: number }) {
  const { t } = useTranslation('likes');
  return (
    <nav aria-label={t('tabs.label')} className="mb-3">
      <ul className="nav nav-tabs nav-justified">
        {LIKE_TABS.map((tab) => {
          const current = tab.type === active;
          return (
            <li className="nav-item" key={tab.type}>
              <Link to={`/likes/${tab.type}`} className={`nav-link h-100 px-2 ${current ? 'active fw-semibold' : ''}`} aria-current={current ? 'page' : undefined}>
                {t(`tabs.${tab.type}`)}
                {tab.type === 'liked-me' && newLikes > 0 && (
                  <>
                    <span className="badge rounded-pill text-bg-primary ms-2" aria-hidden="true">
                      {newLikes}
                    </span>
                    <span className="visually-hidden">, {t('tabs.new_count', { count: newLikes })}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
