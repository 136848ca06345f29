import { type Profile, useLocale, useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { Avatar } from './avatar';

/** The country's name in the active locale (Intl.DisplayNames), or the code itself. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The head of one conversation (spec §2): back to the overview, the partner's photo, name (the
 * screen's h1), age and place, and a link to the partner's profile `/members/{id}`.
 */
export function ConversationHeader({ partner }: { partner: Profile }) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const place = [partner.city ?? partner.region, countryName(partner.country, locale)].filter(Boolean).join(', ');
  return (
    <header className="d-flex align-items-center gap-3 pb-3 mb-3 border-bottom">
      <Link to="/chats" className="btn btn-link text-decoration-none px-1 fs-4 lh-1" aria-label={t('conversation.back')} title={t('conversation.back')}>
        <span aria-hidden="true">‹</span>
      </Link>
      <Link to={`/members/${partner.id}`} className="flex-shrink-0">
        <Avatar profile={partner} size={56} />
      </Link>
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <h1 className="h5 mb-0 text-truncate">{partner.name}</h1>
        <p className="small text-body-secondary mb-0 text-truncate">
          {t('profile.age', { count: partner.age })}
          {place && ` · ${place}`}
        </p>
      </div>
      <Link to={`/members/${partner.id}`} className="btn btn-outline-primary btn-sm flex-shrink-0">
        {t('conversation.view_profile')}
      </Link>
    </header>
  );
}
