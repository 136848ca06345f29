import type { AuditRow } from '@amora/contracts';
import { Link, useTranslation } from '@amora/shared';
import { Fragment, type ReactNode } from 'react';
import { OPERATOR_NS } from '../i18n/load-locale';
import { useFormat } from '../lib/use-format';

/** A column of an audit row list; `by` is the actor with the role in brackets, in one cell. */
type AuditColumn = 'time' | 'actor' | 'role' | 'by' | 'site' | 'action' | 'target' | 'member' | 'reason' | 'change';

/** How one list of audit rows is drawn: its columns, the i18n keys of its texts, its time format and table classes. */
interface Variant {
  columns: readonly AuditColumn[];
  caption: string;
  /** The key under which each column's heading is, `<headings>.<column>`. */
  headings: string;
  showChange: string;
  /** `stamp` to the second, `when` to the minute (see useFormat). */
  time: 'stamp' | 'when';
  table: string;
}

/**
 * The two lists of audit rows: the audit log (every column, the time to the second) and a
 * member's history, the log filtered to the member (who, what, why and the change; the time to
 * the minute). Each keeps its own texts.
 */
const VARIANTS: Record<'log' | 'member', Variant> = {
  log: {
    columns: ['time', 'actor', 'role', 'site', 'action', 'target', 'member', 'reason', 'change'],
    caption: 'audit.caption',
    headings: 'audit.columns',
    showChange: 'audit.show_change',
    time: 'stamp',
    table: 'table table-sm align-top small',
  },
  member: {
    columns: ['time', 'by', 'action', 'reason', 'change'],
    caption: 'member.sections.history',
    headings: 'member.history',
    showChange: 'member.history.show_change',
    time: 'when',
    table: 'table table-sm align-top small mb-0',
  },
};

/** A value of the log as compact JSON (`{"role":"support"}`), '–' for none. */
const compact = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value));

/** Props of {@link AuditTable}. */
interface AuditTableProps {
  /** The rows, newest first. */
  entries: readonly AuditRow[];
  /** `log`: the audit log's table; `member`: one member's history on the member page. */
  variant: keyof typeof VARIANTS;
}

/**
 * A list of audit rows (issue 31 "Audit log" and the member page's history) as a table that
 * scrolls sideways on a phone: time (in the console's language), actor (e-mail or `cli`) and
 * role, site, action, target, the member concerned (a link to the member's page), reason, and what
 * changed — before → after as compact JSON, folded in a `<details>`; `variant` picks the columns.
 */
export function AuditTable({ entries, variant }: AuditTableProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const format = useFormat();
  const { columns, caption, headings, showChange, time, table } = VARIANTS[variant];
  const role = (entry: AuditRow) => t(`roles.${entry.role}`, { defaultValue: entry.role });
  const cell = (column: AuditColumn, entry: AuditRow): ReactNode => {
    switch (column) {
      case 'time':
        return <td className="text-nowrap">{format[time](entry.created_at)}</td>;
      case 'actor':
        return <td style={{ minWidth: 180, overflowWrap: 'anywhere' }}>{entry.actor}</td>;
      case 'role':
        return <td>{role(entry)}</td>;
      case 'by':
        return (
          <td style={{ overflowWrap: 'anywhere' }}>
            {entry.actor} <span className="text-body-secondary">({role(entry)})</span>
          </td>
        );
      case 'site':
        return <td>{entry.site ?? '–'}</td>;
      case 'action':
        return (
          <td>
            <code>{entry.action}</code>
          </td>
        );
      case 'target':
        return <td className="text-nowrap">{entry.target_type ? `${entry.target_type} ${entry.target_id ?? ''}`.trim() : '–'}</td>;
      case 'member':
        return (
          <td>
            {entry.user_id === null ? (
              '–'
            ) : (
              <Link to={`/operator/members/${entry.user_id}`} aria-label={t('audit.member_link', { id: entry.user_id })}>
                #{entry.user_id}
              </Link>
            )}
          </td>
        );
      case 'reason':
        return <td style={{ minWidth: 160, overflowWrap: 'anywhere' }}>{entry.reason ?? '–'}</td>;
      case 'change':
        return (
          <td style={{ minWidth: 180 }}>
            {entry.before === null && entry.after === null ? (
              '–'
            ) : (
              <details>
                <summary>{t(showChange)}</summary>
                <code className="d-block" style={{ overflowWrap: 'anywhere' }}>
                  {compact(entry.before)} → {compact(entry.after)}
                </code>
              </details>
            )}
          </td>
        );
    }
  };
  return (
    <div className="table-responsive">
      <table className={table}>
        <caption className="visually-hidden">{t(caption)}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="text-nowrap">
                {t(`${headings}.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              {columns.map((column) => (
                <Fragment key={column}>{cell(column, entry)}</Fragment>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
