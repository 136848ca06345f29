import { errorKey, useLocale, useTranslation } from '@amora/shared';
import { SIMILAR_WHEN_BELOW } from '../filters';
import { useSearchStore } from '../stores/search-store';
import { MemberGrid, MemberGridSkeleton } from './member-grid';

/**
 * The results of the member search (spec §2, §4): a heading with the number of matches ("More than
 * 1,000" beyond the API's count, issue 34), the cards of every page loaded so far, "Show more"
 * appending the next page while the API gives a cursor, and similar
 * members when the search found few or none (fewer than one page). Errors show the API's message with a retry button.
 */
export function SearchResults({ onRetry, onClear }: { onRetry: () => void; onClear: () => void }) {
  const { t } = useTranslation('members');
  const { status, profiles, similar, total, totalCapped, cursor, loadingMore, error, loadMore } = useSearchStore();
  const locale = useLocale();
  // Beyond 1,000 matches the API stops counting (issue 34): "More than 1,000 members found".
  const capped = new Intl.NumberFormat(locale).format(total);

  if (status === 'idle' || status === 'loading') {
    return (
      <section aria-busy="true">
        <h2 className="visually-hidden">{t('search.results_title')}</h2>
        <output className="visually-hidden">{t('loading', { ns: 'common' })}</output>
        <MemberGridSkeleton />
      </section>
    );
  }

  if (status === 'error') {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
        <span>{t(errorKey(error))}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          {t('retry', { ns: 'common' })}
        </button>
      </div>
    );
  }

  return (
    <>
      <section aria-labelledby="members-results">
        <h2 id="members-results" className="h5 mb-3" aria-live="polite">
          {totalCapped ? t('search.results_capped', { total: capped }) : total > 0 ? t('search.results', { count: total }) : t('search.no_results')}
        </h2>
        {profiles.length > 0 ? (
          <MemberGrid profiles={profiles} />
        ) : (
          <div className="card border-0 bg-body-tertiary text-center p-4 mb-2">
            <p className="mb-3">{t('search.no_results_hint')}</p>
            <div>
              <button type="button" className="btn btn-outline-primary" onClick={onClear}>
                {t('search.clear')}
              </button>
            </div>
          </div>
        )}
        {error !== null && (
          <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3" role="alert">
            <span>{t(errorKey(error))}</span>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => loadMore()}>
              {t('retry', { ns: 'common' })}
            </button>
          </div>
        )}
        {profiles.length > 0 && cursor !== null && (
          <div className="text-center mt-4">
            <p className="small text-body-secondary mb-2">{totalCapped ? t('search.shown_capped', { shown: profiles.length, total: capped }) : t('search.shown', { shown: profiles.length, total })}</p>
            <button type="button" className="btn btn-outline-primary px-4" onClick={() => loadMore()} disabled={loadingMore}>
              {loadingMore && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {loadingMore ? t('loading', { ns: 'common' }) : t('search.show_more')}
            </button>
          </div>
        )}
      </section>
      {similar.length > 0 && total < SIMILAR_WHEN_BELOW && (
        <section aria-labelledby="members-similar" className="mt-5">
          <h2 id="members-similar" className="h5 mb-3">
            {t('search.similar')}
          </h2>
          <MemberGrid profiles={similar} />
        </section>
      )}
    </>
  );
}
