import { type OperatorAccount, auditQuery } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { AuditFilters } from './use-audit-filters';

/** Props of {@link AuditFilterForm}. */
interface AuditFilterFormProps {
  filters: AuditFilters;
  /** The operator accounts to choose from, or null when the role may not list them (then the id is typed). */
  operators: readonly OperatorAccount[] | null;
  onApply: (filters: AuditFilters) => void;
  onClear: () => void;
}

/** A filter as typed: blank (not filtered), or trimmed what the contract's `auditQuery` takes. */
const optional = (schema: z.ZodType) => z.preprocess((value: string) => value.trim() || undefined, schema);
const { operator, member, action, from, to } = auditQuery.shape;
const filtersSchema = z.object({ operator: optional(operator), member: optional(member), action: optional(action), from: optional(from), to: optional(to) });

/**
 * The audit log's filters (issue 31): operator (by e-mail from the operators list, or by id when
 * the role may not list operators), member user id, action (`noun.verb`), from and to date; each
 * checked by the contract's `auditQuery` before it goes into the address (as typed, trimmed).
 * "Apply" sets them, "Clear" removes them all.
 */
export function AuditFilterForm({ filters, operators, onApply, onClear }: AuditFilterFormProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const { register, handleSubmit, formState } = useForm<AuditFilters>({ resolver: zodResolver(filtersSchema, undefined, { raw: true }), defaultValues: filters });
  const trimmed = (input: AuditFilters) => onApply(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v).trim()])) as unknown as AuditFilters);
  const error = (name: keyof AuditFilters, key: string) => (formState.errors[name] ? t(key) : null);
  return (
    <form onSubmit={handleSubmit(trimmed)} noValidate className="row g-2 align-items-end mb-3" aria-label={t('audit.filters')}>
      <div className="col-12 col-md-6 col-xl-3">
        {operators ? (
          <>
            <label className="form-label" htmlFor={`${id}-operator`}>
              {t('audit.operator')}
            </label>
            <select id={`${id}-operator`} className="form-select mb-3" {...register('operator')}>
              <option value="">{t('audit.any_operator')}</option>
              {operators.map((operator) => (
                <option key={operator.id} value={String(operator.id)}>
                  {operator.email}
                </option>
              ))}
            </select>
          </>
        ) : (
          <TextField id={`${id}-operator`} label={t('audit.operator_id')} inputMode="numeric" error={error('operator', 'audit.id_invalid')} {...register('operator')} />
        )}
      </div>
      <div className="col-6 col-md-6 col-xl-2">
        <TextField id={`${id}-member`} label={t('audit.member_id')} inputMode="numeric" error={error('member', 'audit.id_invalid')} {...register('member')} />
      </div>
      <div className="col-6 col-md-4 col-xl-3">
        <TextField id={`${id}-action`} label={t('audit.action')} placeholder="member.ban" spellCheck={false} error={error('action', 'audit.action_invalid')} {...register('action')} />
      </div>
      <div className="col-6 col-md-4 col-xl-2">
        <TextField id={`${id}-from`} label={t('audit.from')} type="date" {...register('from')} />
      </div>
      <div className="col-6 col-md-4 col-xl-2">
        <TextField id={`${id}-to`} label={t('audit.to')} type="date" {...register('to')} />
      </div>
      <div className="col-12 d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          {t('audit.apply')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClear}>
          {t('audit.clear')}
        </button>
      </div>
    </form>
  );
}
