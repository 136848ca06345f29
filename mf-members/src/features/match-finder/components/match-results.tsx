import { errorKey } from '@amora/shared';
import { useTranslation } from 'react-i18next';
import { MemberGrid, MemberGridSkeleton } from '../../search/components/member-grid';
import type { MatchesState } from '../hooks/use-matches';

/**
 * The match finder's answer: the first matches as cards with the total found, similar members when
 * nothing matched, or the error with retry. The actions (start over, see all) come from the caller.
 */
export function MatchResults({ state, onRetry }: { state: MatchesState; onRetry: () => void }) {
  const { t } = useTranslation('members');
  if (state.status === 'loading') {
    return (
      <section aria-busy="true">
        <h2 className="h5 mb-3">{t('match_finder.results_title')}</h2>
        <output className="visually-hidden">{t('loading', { ns: 'common' })}</output>
        <MemberGridSkeleton count={4} />
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
        <span>{t(errorKey(state.error))}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          {t('retry', { ns: 'common' })}
        </button>
      </div>
    );
  }
  const found = state.profiles.length > 0;
  return (
    <section aria-labelledby="match-results">
      <h2 id="match-results" className="h5 mb-1">
        {t('match_finder.results_title')}
      </h2>
      <p className="text-body-secondary mb-3">{found ? t('match_finder.results_count', { count: state.total }) : t('match_finder.no_results')}</p>
      <MemberGrid profiles={found ? state.profiles : state.similar} />
    </section>
  );
}
