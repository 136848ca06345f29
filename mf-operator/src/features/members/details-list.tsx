import type { ReactNode } from 'react';

/**
 * A list of facts (term → value) as a description list: term and value side by side from 576 px
 * (the term taking 5 of 12 columns and wrapping), stacked below; the values wrap anywhere (long
 * e-mail addresses).
 */
export function DetailsList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="mb-0">
      {items.map(([term, value]) => (
        <div key={term} className="row g-0 border-bottom py-1">
          <dt className="col-sm-5 fw-semibold pe-2">{term}</dt>
          <dd className="col-sm-7 mb-0" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
