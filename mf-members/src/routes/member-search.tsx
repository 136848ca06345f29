import { Spinner, usePageTitle, useSettings, useTranslation, useUser } from '@amora/shared';
import { useEffect } from 'react';
import { Link, useSearchParams } from '@amora/shared/router';
import { MemberAlerts } from '../features/alerts/member-alerts';
import { SearchForm } from '../features/search/components/search-form';
import { SearchResults } from '../features/search/components/search-results';
import { DEFAULT_FILTERS, filtersFromParams, filtersToParams } from '../features/search/filters';
import { useScrollMemory } from '../features/search/hooks/use-scroll-memory';
import { useSearchStore } from '../features/search/stores/search-store';
import { isAuthRequired } from '../ui/is-auth-required';
import { LoginPrompt } from '../ui/login-prompt';

/**
 * `/members` — member search (spec §2, §3 Search state, §4): the filters in a card above the results
 * (cards 2/3/4 per row), results appended per page, Clear resetting filters and count. The first
 * visit searches with default filters; coming back from a profile shows the same filters, pages and
 * scroll position (zustand store). Visitors may search only when `settings.logged_out_search` is on
 * (spec §6); otherwise, or when the API answers 403 authentication_required, they are asked to log
 * in or join.
 */
export function MemberSearch() {
  const { t } = useTranslation('members');
  usePageTitle(t('search.title'));
  const user = useUser();
  const settings = useSettings();
  const { filters, status, error, viewer, search, clear } = useSearchStore();
  const viewerId = user ? user.id : null;
  const allowed = user !== undefined && (user !== null || settings?.logged_out_search === true);
  const authRequired = !allowed || (status === 'error' && isAuthRequired(error));
  useScrollMemory(status === 'ready');

  const [params, setParams] = useSearchParams();

  useEffect(() => {
    if (!allowed) return;
    if (status === 'idle' || viewer !== viewerId) search(filtersFromParams(params) ?? (viewer === viewerId ? filters : DEFAULT_FILTERS), viewerId);
  }, [allowed, status, viewer, viewerId, filters, search, params]);

  // The applied filters stay in the address (issue 13): a reload or a shared link restores them.
  useEffect(() => {
    if (status === 'idle') return;
    const applied = filtersToParams(filters);
    if (applied.toString() !== params.toString()) setParams(applied, { replace: true });
  }, [status, filters, params, setParams]);

  return (
    <section className="container py-4">
      <MemberAlerts />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('search.title')}</h1>
        {user && (
          <Link to="/match-finder" className="btn btn-outline-primary btn-sm">
            {t('match_finder.title')}
          </Link>
        )}
      </div>
      {user === undefined ? (
        <Spinner />
      ) : authRequired ? (
        <LoginPrompt text={t('search.login_required')} />
      ) : (
        <>
          <div className="card border-0 shadow-sm mb-4">
            <div className="card-body">
              <SearchForm filters={filters} busy={status === 'loading'} onSearch={(next) => search(next, viewerId)} onClear={() => clear(viewerId)} />
            </div>
          </div>
          <SearchResults onRetry={() => search(filters, viewerId)} onClear={() => clear(viewerId)} />
        </>
      )}
    </section>
  );
}
