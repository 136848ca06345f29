import { bus, useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { HeartHandshake } from 'lucide-react';

/**
 * Shown to visitors where members only may look (spec §6, §8 403 authentication_required): a short
 * reason, a Login link and a button opening the sign-up modal (`signup:open`).
 * @param text the reason, already translated (e.g. "Log in or sign up for free to search members.").
 */
export function LoginPrompt({ text }: { text: string }) {
  const { t } = useTranslation('members');
  return (
    <div className="card border-0 shadow-sm mx-auto text-center" style={{ maxWidth: 520 }}>
      <div className="card-body p-4 p-md-5">
        <p className="text-primary mb-3" aria-hidden="true">
          <HeartHandshake size={48} />
        </p>
        <p className="lead mb-4">{text}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <button type="button" className="btn btn-primary px-4" onClick={() => bus.emit('signup:open', {})}>
            {t('signup')}
          </button>
          <Link className="btn btn-outline-primary px-4" to="/login">
            {t('login')}
          </Link>
        </div>
      </div>
    </div>
  );
}
