import { useTranslation } from '@amora/shared';
import { AppLink } from '../../../ui/app-link';
import { Lock } from 'lucide-react';

/**
 * The blocked notice (spec §2, §6): shown instead of a profile whose member blocked the viewer
 * (`GET /api/profile.php` → 403 `blocked`), with a way back to the member search.
 */
export function BlockedNotice() {
  const { t } = useTranslation('members');
  return (
    <div className="card border-0 bg-body-tertiary mx-auto my-4 text-center" style={{ maxWidth: 560 }}>
      <div className="card-body p-4 p-md-5">
        <p className="text-body-secondary mb-3" aria-hidden="true">
          <Lock size={48} />
        </p>
        <h1 className="h3">{t('profile.blocked_title')}</h1>
        <p className="text-body-secondary mb-4">{t('profile.blocked_text')}</p>
        <AppLink className="btn btn-primary" to="/members">
          {t('search.title')}
        </AppLink>
      </div>
    </div>
  );
}
