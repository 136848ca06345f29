import { useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import type { LikeTab } from '../like-tabs';

/** What an empty likes list says, per tab, with a way to the member search. */
export function EmptyState({ type }: { type: LikeTab['type'] }) {
  const { t } = useTranslation('likes');
  return (
    <div className="text-center py-5 px-3 border rounded-3 bg-body-tertiary">
      <h2 className="h5">{t(`empty.${type}.title`)}</h2>
      <p className="text-body-secondary mx-auto" style={{ maxWidth: 480 }}>
        {t(`empty.${type}.text`)}
      </p>
      <Link className="btn btn-primary" to="/members">
        {t('search_members')}
      </Link>
    </div>
  );
}
