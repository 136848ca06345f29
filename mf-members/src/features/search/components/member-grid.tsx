import type { Profile } from '@amora/shared';
import type { CSSProperties } from 'react';
import { MemberCard } from './member-card';

const GRID = 'row row-cols-2 row-cols-md-3 row-cols-lg-4 g-2 g-sm-3 list-unstyled mb-0';

/** Profiles as a responsive list of cards: 2 per row on phones, 3 from 768 px, 4 from 992 px. */
export function MemberGrid({ profiles, label }: { profiles: Profile[]; label?: string }) {
  return (
    <ul className={GRID} aria-label={label}>
      {profiles.map((profile) => (
        <li key={profile.id} className="col">
          <MemberCard profile={profile} />
        </li>
      ))}
    </ul>
  );
}

/** Grey card-sized blocks standing in for results while page 1 loads, so nothing shifts. */
export function MemberGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="col">
          <div className="card h-100 border-0 shadow-sm overflow-hidden placeholder-glow">
            <div className="ratio placeholder bg-secondary-subtle" style={{ '--bs-aspect-ratio': '125%' } as CSSProperties} />
            <div className="card-body p-2 p-sm-3">
              <span className="placeholder col-8 mb-2" />
              <span className="placeholder placeholder-sm col-6" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
