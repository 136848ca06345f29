import { Spinner, useTranslation } from '@amora/shared';
import { LoadFailed } from '../../components/load-failed';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { useMemberSearch } from './api';
import { MemberResults } from './member-results';
import { MemberSearchForm } from './member-search-form';
import { useMemberQuery } from './use-member-query';

/** The most members the API answers for one query: at this count the search should be narrowed. */
const MAX_RESULTS = 50;

/**
 * The member look-up (issue 31): the search field, then — for the query in the address — how many
 * members were found (announced) and the results table; at 50 a hint to narrow the search.
 */
export function MemberSearch() {
  const { t } = useTranslation(OPERATOR_NS);
  const { q, search } = useMemberQuery();
  const results = useMemberSearch(q);
  const members = results.data ?? [];
  return (
    <>
      <MemberSearchForm key={q} q={q} onSearch={search} />
      <p role="status" className="text-body-secondary">
        {results.data && (members.length === 0 ? t('members.none', { q }) : t('members.found', { count: members.length, q }))}
        {results.data && members.length >= MAX_RESULTS && ` ${t('members.narrow')}`}
      </p>
      {q !== '' && results.isPending && <Spinner />}
      {results.isError && <LoadFailed onRetry={() => void results.refetch()} />}
      {members.length > 0 && <MemberResults members={members} q={q} />}
    </>
  );
}
