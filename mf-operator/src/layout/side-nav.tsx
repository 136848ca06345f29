import type { OperatorRole } from '@amora/contracts/constants';
import { Link, useRoute, useTranslation } from '@amora/shared';
import { Menu } from 'lucide-react';
import { useId, useState } from 'react';
import { DASHBOARD_ICON, QUEUES, type Queue, SECTION_ICONS, SESSIONS_ICON, sectionPath, sectionsOf, useCounts } from '../features/sections';
import { OPERATOR_NS } from '../i18n/load-locale';

/** One entry of the navigation. */
interface NavItem {
  to: string;
  label: string;
  Icon: typeof DASHBOARD_ICON;
  count?: number;
}

/**
 * The console's side navigation (issue 31): the overview, the sections the operator's role may
 * open (`operatorMay`), each queue with its open items as a badge (refreshed every 30 s), and
 * "My sessions". Below 768 px it folds into a "Sections" button that opens it as a drop-down and
 * closes once a section is chosen.
 */
export function SideNav({ role }: { role: OperatorRole }) {
  const { t } = useTranslation(OPERATOR_NS);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { path } = useRoute();
  const counts = useCounts(role).data;
  const isQueue = (section: string): section is Queue => (QUEUES as readonly string[]).includes(section);
  const items: NavItem[] = [
    { to: '/operator', label: t('nav.dashboard'), Icon: DASHBOARD_ICON },
    ...sectionsOf(role).map((section) => ({ to: sectionPath(section), label: t(`sections.${section}`), Icon: SECTION_ICONS[section], count: isQueue(section) ? counts?.[section] : undefined })),
    { to: '/operator/sessions', label: t('nav.sessions'), Icon: SESSIONS_ICON },
  ];
  const current = (to: string) => path === to || (to !== '/operator' && path.startsWith(`${to}/`));
  return (
    <div className="col-md-3 col-xl-2 border-end py-3">
      <nav aria-label={t('nav.label')}>
        <button type="button" className="btn btn-outline-primary w-100 d-flex align-items-center gap-2 d-md-none mb-2" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          <Menu aria-hidden="true" size={18} />
          {t('nav.menu')}
        </button>
        <ul id={listId} className={`nav nav-pills flex-column gap-1 ${open ? '' : 'd-none'} d-md-flex`}>
          {items.map(({ to, label, Icon, count }) => (
            <li key={to} className="nav-item">
              <Link to={to} className={`nav-link d-flex align-items-center gap-2${current(to) ? ' active' : ''}`} aria-current={current(to) ? 'page' : undefined} onClick={() => setOpen(false)}>
                <Icon aria-hidden="true" size={18} />
                <span className="me-auto">{label}</span>
                {count !== undefined && count > 0 && (
                  <span className={`badge rounded-pill ${current(to) ? 'bg-white text-primary' : 'text-bg-primary'}`}>
                    <span aria-hidden="true">{count}</span>
                    <span className="visually-hidden">, {t('nav.open_count', { count })}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
