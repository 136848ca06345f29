import type { ReactNode } from 'react';

/** The member page's sections, in the page's order: each a card with the id `member-<section>` (the anchors' targets). */
export const MEMBER_SECTIONS = ['account', 'profile', 'photos', 'moderation', 'email', 'sessions', 'login_failures', 'payments', 'credits', 'notes', 'history'] as const;
export type MemberSection = (typeof MEMBER_SECTIONS)[number];

/** The element id of a section of the member page. */
export const sectionId = (section: MemberSection) => `member-${section}`;

/**
 * One section of the member page (issue 31) as a Bootstrap card with its heading (`<h2>`, which
 * names the region): the target of the page's anchor links, focusable so a jump moves the focus.
 */
export function SectionCard({ section, title, children }: { section: MemberSection; title: string; children: ReactNode }) {
  const id = sectionId(section);
  return (
    <section id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className="card h-100">
      <div className="card-header">
        <h2 id={`${id}-title`} className="h6 mb-0">
          {title}
        </h2>
      </div>
      <div className="card-body">{children}</div>
    </section>
  );
}
