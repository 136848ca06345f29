import { OPERATOR_ROLES, type OperatorPermission, type OperatorRole, operatorMay } from '@amora/contracts/constants';

/** The console's sections (issue 31), in the navigation's order. */
export const SECTIONS = ['photos', 'reports', 'complaints', 'members', 'campaigns', 'pages', 'audit', 'settings', 'releases', 'operators'] as const;
export type Section = (typeof SECTIONS)[number];

/** The sections that are queues, with a count of open items (`GET /api/operator/counts.php`). */
export const QUEUES = ['photos', 'reports', 'complaints'] as const satisfies readonly Section[];
export type Queue = (typeof QUEUES)[number];

/**
 * The permissions (`OPERATOR_PERMISSIONS` of the contract) that open a section; any one of them
 * does. Releases: every remote's for admin, the landers' (`releases_landers`) for marketing.
 */
const OPENED_BY: Readonly<Record<Section, readonly OperatorPermission[]>> = {
  photos: ['photos'],
  reports: ['reports'],
  complaints: ['complaints'],
  members: ['members'],
  campaigns: ['content'],
  pages: ['content'],
  audit: ['audit'],
  settings: ['settings'],
  releases: ['releases', 'releases_landers'],
  operators: ['operators'],
};

/** Whether `role` may open `section` (`operatorMay`; admin may open all). */
export function mayOpen(role: OperatorRole, section: Section): boolean {
  return OPENED_BY[section].some((permission) => operatorMay(role, permission));
}

/** The roles that may open `section`, in the order of `OPERATOR_ROLES` (admin last): what the "not allowed" screen names. */
export function rolesFor(section: Section): OperatorRole[] {
  return OPERATOR_ROLES.filter((role) => mayOpen(role, section));
}

/** The sections `role` may open, in the navigation's order. */
export function sectionsOf(role: OperatorRole): Section[] {
  return SECTIONS.filter((section) => mayOpen(role, section));
}

/**
 * The section a console route belongs to (`operator-members-id` → `members`), or null for the
 * routes every operator may open (the overview, the sign-in, their own sessions).
 */
export function sectionOf(routeName: string): Section | null {
  const key = routeName.replace(/^operator-/, '').replace(/-id$/, '');
  return (SECTIONS as readonly string[]).includes(key) ? (key as Section) : null;
}

/** The console address of a section (`/operator/photos`). */
export const sectionPath = (section: Section) => `/operator/${section}`;
