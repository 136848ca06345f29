import { bus } from '@amora/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Shown to visitors where members only may look (spec §6): a short reason, a Login link and a
 * button opening the sign-up modal.
 * @param text the reason, already translated (e.g. "Log in to search members.").
 */
export function LoginPrompt({ text }: { text: string }) {
  const { t } = useTranslation('members');
  return (
    <div className="card border-0 shadow-sm mx-auto text-center" style={{ maxWidth: 520 }}>
      <div className="card-body p-4 p-md-5">
        <p className="lead mb-4">{text}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link className="btn btn-outline-primary" to="/login">
            {t('login')}
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => bus.emit('signup:open', {})}>
            {t('signup')}
          </button>
        </div>
      </div>
    </div>
  );
}
