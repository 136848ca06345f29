import { useTranslation } from '@amora/shared';
import type { MouseEvent } from 'react';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { type MemberSection, sectionId } from './section-card';

/**
 * The member page's anchors (issue 31): one link per section shown, wrapping into lines on a phone;
 * a click scrolls to the section's card and moves the focus there (the address stays as it is).
 */
export function MemberJumpNav({ sections }: { sections: readonly MemberSection[] }) {
  const { t } = useTranslation(OPERATOR_NS);
  const jump = (event: MouseEvent<HTMLAnchorElement>, section: MemberSection) => {
    const target = document.getElementById(sectionId(section));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={t('member.jump')} className="mb-3">
      <ul className="nav nav-pills small flex-wrap gap-1">
        {sections.map((section) => (
          <li key={section} className="nav-item">
            <a className="nav-link py-1 px-2" href={`#${sectionId(section)}`} onClick={(event) => jump(event, section)}>
              {t(`member.sections.${section}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
