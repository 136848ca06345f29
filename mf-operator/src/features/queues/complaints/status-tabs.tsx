import type { ComplaintStatus } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import type { KeyboardEvent } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';

/** The complaints' filter tabs, in order. */
export const STATUSES: readonly ComplaintStatus[] = ['open', 'answered', 'closed'];

/** The id of a status's tab (the panel names itself after it). */
export const tabId = (base: string, status: ComplaintStatus) => `${base}-tab-${status}`;

/**
 * The complaints' filter (issue 31) as tabs (WAI-ARIA tabs pattern): Open, Answered, Closed; the
 * arrow keys, Home and End move between them and choose at once.
 */
export function StatusTabs({ base, value, onChange }: { base: string; value: ComplaintStatus; onChange: (status: ComplaintStatus) => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = STATUSES.indexOf(value);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: STATUSES.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = STATUSES[(to + STATUSES.length) % STATUSES.length] as ComplaintStatus;
    onChange(next);
    document.getElementById(tabId(base, next))?.focus();
  };
  return (
    <div className="nav nav-tabs mb-3" role="tablist" aria-label={t('complaints.filter')} onKeyDown={onKeyDown}>
      {STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          role="tab"
          id={tabId(base, status)}
          className={`nav-link${status === value ? ' active' : ''}`}
          aria-selected={status === value}
          aria-controls={`${base}-panel`}
          tabIndex={status === value ? 0 : -1}
          onClick={() => onChange(status)}
        >
          {t(`complaints.tabs.${status}`)}
        </button>
      ))}
    </div>
  );
}
