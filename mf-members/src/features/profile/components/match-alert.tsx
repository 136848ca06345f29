import { useTranslation } from '@amora/shared';
import { AppLink } from '../../../ui/app-link';
import { Heart } from 'lucide-react';

/**
 * "It's a match!" (spec §2, §4 like states): shown inline after a like that made a match, with a link
 * that starts the conversation (`/members/{id}/chat`). The full-screen match modal comes from the shell
 * (`match:found` on the bus); this alert stays as the confirmation once it is closed, or when it cannot load.
 * @param onClose when given, a close button hides the alert.
 */
export function MatchAlert({ profile, onClose }: { profile: { id: number; name: string }; onClose?: () => void }) {
  const { t } = useTranslation('members');
  return (
    <div className="alert alert-success d-flex flex-wrap align-items-center gap-2 mb-3" role="status">
      <span className="lh-1 text-danger" aria-hidden="true">
        <Heart size={24} fill="currentColor" />
      </span>
      <span className="flex-grow-1">
        <strong className="d-block">{t('profile.match_title')}</strong>
        {t('profile.match_text', { name: profile.name })}
      </span>
      <AppLink className="btn btn-success btn-sm" to={`/members/${profile.id}/chat`}>
        {t('profile.match_chat')}
      </AppLink>
      {onClose && <button type="button" className="btn-close" aria-label={t('close', { ns: 'common' })} onClick={onClose} />}
    </div>
  );
}
