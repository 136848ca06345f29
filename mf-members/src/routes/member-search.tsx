import { Spinner, useSettings, useUser } from '@amora/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_FILTERS } from '../features/search/filters';
import { SearchForm } from '../features/search/components/search-form';
import { SearchResults } from '../features/search/components/search-results';
import { useSearchStore } from '../features/search/stores/search-store';
import { LoginPrompt } from '../ui/login-prompt';

/**
 * `/members` — member search (spec §2, §3 Search state, §4): filters beside the results on wide
 * screens, behind a "Filters" toggle on phones; results appended per page. The first visit searches
 * with default filters; coming back keeps the results. Visitors may search only when
 * `settings.logged_out_search` is on (spec §6), otherwise they see Login and sign-up.
 */
export function MemberSearch() {
  const { t } = useTranslation('members');
  const user = useUser();
  const settings = useSettings();
  const { filters, status, viewer, search, clear } = useSearchStore();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const viewerId = user ? user.id : null;
  const allowed = user !== undefined && (user !== null || settings?.logged_out_search === true);

  useEffect(() => {
    if (!allowed) return;
    if (status === 'idle' || viewer !== viewerId) search(viewer === viewerId ? filters : DEFAULT_FILTERS, viewerId);
  }, [allowed, status, viewer, viewerId, filters, search]);

  return (
    <section className="container py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 mb-0">{t('search.title')}</h1>
        {user && (
          <Link to="/match-finder" className="btn btn-outline-primary btn-sm">
            {t('match_finder.title')}
          </Link>
        )}
      </div>
      {user === undefined ? (
        <Spinner />
      ) : !allowed ? (
        <LoginPrompt text={t('search.login_required')} />
      ) : (
        <div className="row g-4">
          <div className="col-lg-3">
            <button
              type="button"
              className="btn btn-outline-secondary w-100 d-lg-none"
              aria-expanded={filtersOpen}
              aria-controls="members-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {t('search.filters')}
            </button>
            <div id="members-filters" className={`${filtersOpen ? 'mt-3' : 'd-none'} d-lg-block`}>
              <div className="card border-0 shadow-sm">
                <div className="card-body">
                  <SearchForm
                    filters={filters}
                    busy={status === 'loading'}
                    onSearch={(next) => {
                      setFiltersOpen(false);
                      search(next, viewerId);
                    }}
                    onClear={() => clear(viewerId)}
                  />
                </div>
              </div>
            </div>
          </div>
          <div className="col-lg-9">
            <SearchResults onRetry={() => search(filters, viewerId)} onClear={() => clear(viewerId)} />
          </div>
        </div>
      )}
    </section>
  );
}
