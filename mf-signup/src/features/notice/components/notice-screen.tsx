import { usePageTitle } from '@amora/shared';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A short, honest screen: a title (the page's h1), a text and links onward. Used by the account
 * screens whose flows arrive in the next issue (activation, password reset, mail change…).
 * @param icon the icon of the screen, from our icon set (lucide-react).
 * @param tone Bootstrap colour of the icon circle.
 */
export function NoticeScreen({ title, icon: Icon, tone = 'primary', children, actions }: { title: string; icon: LucideIcon; tone?: 'primary' | 'success' | 'danger' | 'secondary'; children: ReactNode; actions: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="container py-5" style={{ maxWidth: 560 }}>
      <div className="card shadow-sm text-center">
        <div className="card-body p-4 p-sm-5">
          <div className={`rounded-circle bg-${tone}-subtle text-${tone} d-inline-flex align-items-center justify-content-center mb-3`} style={{ width: 64, height: 64 }} aria-hidden="true">
            <Icon size={28} />
          </div>
          <h1 className="h3 mb-3">{title}</h1>
          <div className="text-body-secondary mb-4">{children}</div>
          <div className="d-flex flex-wrap justify-content-center gap-2">{actions}</div>
        </div>
      </div>
    </section>
  );
}
