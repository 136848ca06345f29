import { operatorMay } from '@amora/contracts/constants';
import { Spinner, useTranslation } from '@amora/shared';
import { Download } from 'lucide-react';
import { LoadFailed } from '../../../components/load-failed';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useOperator } from '../../../lib/operator-context';
import { useOperators } from '../operators/use-operators';
import { AuditFilterForm } from './audit-filter-form';
import { AuditTable } from '../../../components/audit-table';
import { exportHref, useAudit } from './use-audit';
import { useAuditFilters } from './use-audit-filters';

/**
 * The audit log (issue 31 "Audit log"): the filters (kept in the address), "Export CSV" of the
 * same filters (a plain download link), the entries newest first and "Load more" while older ones
 * exist. The operator filter lists the operators' e-mails when the role may list operators.
 */
export function AuditLog() {
  const { t } = useTranslation(OPERATOR_NS);
  const { role } = useOperator();
  const { filters, apply, clear } = useAuditFilters();
  const operators = useOperators(operatorMay(role, 'operators'));
  const audit = useAudit(filters);
  return (
    <>
      <AuditFilterForm key={JSON.stringify(filters)} filters={filters} operators={operators.data ?? null} onApply={apply} onClear={clear} />
      <p className="d-flex justify-content-end">
        <a className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1" href={exportHref(filters)} download>
          <Download aria-hidden="true" size={16} />
          {t('audit.export')}
        </a>
      </p>
      {audit.isPending && <Spinner />}
      {audit.isError && !audit.data && <LoadFailed onRetry={() => void audit.refetch()} />}
      {audit.data && audit.entries.length === 0 && <p className="text-body-secondary">{t('audit.empty')}</p>}
      {audit.entries.length > 0 && <AuditTable entries={audit.entries} variant="log" />}
      {audit.isFetchNextPageError && <LoadFailed onRetry={() => void audit.fetchNextPage()} />}
      {audit.hasNextPage && (
        <button type="button" className="btn btn-outline-secondary" disabled={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
          {audit.isFetchingNextPage ? t('audit.loading_more') : t('audit.load_more')}
        </button>
      )}
    </>
  );
}
