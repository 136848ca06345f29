import type { CreditBundle } from '@amora/shared';
import { useUser, useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';

/**
 * The call to action of one bundle: members choose it (→ `/credits/{id}`, spec §2), visitors are
 * sent to `/login` with a redirect back to that bundle. `stretched` makes the whole card clickable.
 */
export function BundleAction({ bundle, stretched = false, small = false }: { bundle: CreditBundle; stretched?: boolean; small?: boolean }) {
  const { t } = useTranslation('credits');
  const loggedIn = useUser((u) => !!u);
  const size = small ? ' btn-sm' : '';
  const stretch = stretched ? ' stretched-link' : '';
  if (!loggedIn) {
    const redirect = encodeURIComponent(`/credits/${bundle.id}`);
    return (
      <Link className={`btn btn-outline-primary${size}${stretch}`} to={`/login?redirect=${redirect}`} aria-label={t('bundle.login_to_buy_label', { count: bundle.credits })}>
        {t('bundle.login_to_buy')}
      </Link>
    );
  }
  return (
    <Link
      className={`btn ${bundle.popular ? 'btn-primary' : 'btn-outline-primary'}${size}${stretch}`}
      to={`/credits/${bundle.id}`}
      aria-label={t('bundle.choose_label', { count: bundle.credits })}
    >
      {t('bundle.choose')}
    </Link>
  );
}
