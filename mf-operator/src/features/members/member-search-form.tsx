import { memberSearchQuery } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { QUERY_MAX } from './use-member-query';

/**
 * The look-up's one search field (issue 31): its label and help say what it takes — an e-mail
 * address or its beginning, `#12` (user or profile id), `p123` (who made payment 123), or the
 * beginning of a name. Checked by the contract's `memberSearchQuery`; empty: "Type what to look
 * for". `onSearch` gets the trimmed query.
 */
export function MemberSearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(memberSearchQuery), defaultValues: { q } });
  return (
    <search aria-label={t('members.search_label')}>
      <form noValidate onSubmit={handleSubmit((values) => onSearch(values.q))} className="mb-3" style={{ maxWidth: 640 }}>
        <TextField
          id={`${id}-q`}
          label={t('members.query')}
          help={t('members.query_help')}
          type="search"
          maxLength={QUERY_MAX}
          spellCheck={false}
          autoComplete="off"
          autoFocus={q === ''}
          error={formState.errors.q ? t('members.query_required') : null}
          {...register('q')}
        />
        <button type="submit" className="btn btn-primary d-inline-flex align-items-center gap-1">
          <Search aria-hidden="true" size={16} />
          {t('members.search')}
        </button>
      </form>
    </search>
  );
}
