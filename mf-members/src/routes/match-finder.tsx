import { Spinner, useSettings, useUser } from '@amora/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MatchQuestions } from '../features/match-finder/components/match-questions';
import { MatchResults } from '../features/match-finder/components/match-results';
import { useMatches } from '../features/match-finder/hooks/use-matches';
import { DEFAULT_FILTERS, type SearchFilters } from '../features/search/filters';
import { useSearchStore } from '../features/search/stores/search-store';
import { LoginPrompt } from '../ui/login-prompt';

/**
 * `/match-finder` (spec §2): three quick questions (whom, what age, where), then the first matching
 * members. "See all in the search" runs the member search with the same answers and opens `/members`.
 * Members start with their own country preselected and the other gender; visitors may use it when
 * they may search (`settings.logged_out_search`, spec §6).
 */
export function MatchFinder() {
  const { t } = useTranslation('members');
  const user = useUser();
  const settings = useSettings();
  const navigate = useNavigate();
  const search = useSearchStore((s) => s.search);
  const [answers, setAnswers] = useState<SearchFilters | null>(null);
  const [attempt, setAttempt] = useState(0);
  const matches = useMatches(answers, attempt);
  const allowed = user !== undefined && (user !== null || settings?.logged_out_search === true);

  const initial = useMemo<SearchFilters>(() => {
    if (!user) return DEFAULT_FILTERS;
    const own = user.profile;
    const country = settings?.countries.includes(own.country) ? own.country : '';
    return { ...DEFAULT_FILTERS, gender: own.gender === 'male' ? 'female' : 'male', country };
  }, [user, settings]);

  return (
    <section className="container py-4" style={{ maxWidth: 960 }}>
      <header className="text-center mb-4">
        <h1 className="h3">{t('match_finder.title')}</h1>
        <p className="text-body-secondary mb-0">{t('match_finder.intro')}</p>
      </header>
      {user === undefined ? (
        <Spinner />
      ) : !allowed ? (
        <LoginPrompt text={t('search.login_required')} />
      ) : answers === null ? (
        <div className="mx-auto" style={{ maxWidth: 640 }}>
          <MatchQuestions initial={initial} onDone={setAnswers} />
        </div>
      ) : (
        <>
          <MatchResults state={matches} onRetry={() => setAttempt((n) => n + 1)} />
          <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
            <button type="button" className="btn btn-outline-secondary" onClick={() => setAnswers(null)}>
              {t('match_finder.start_over')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                search(answers, user ? user.id : null);
                navigate('/members');
              }}
            >
              {t('match_finder.see_all')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
