/** The console's sections (issue 31): which role opens which, the queue counts, the "not allowed" screen and the placeholder of sections not built yet. */
export { useCounts } from './api/get-counts';
export { NotAllowed } from './components/not-allowed';
export { QueueCards } from './components/queue-cards';
export { DASHBOARD_ICON, SECTION_ICONS, SESSIONS_ICON } from './components/section-icons';
export { SectionPlaceholder } from './components/section-placeholder';
export { type Queue, QUEUES, type Section, mayOpen, rolesFor, sectionOf, sectionPath, sectionsOf } from './sections';
