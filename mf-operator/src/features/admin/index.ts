/** Administration in the operator console (issue 31): the audit log, site settings, releases and operator accounts. */
export { AuditLog } from './audit/audit-log';
export { OperatorsAdmin } from './operators/operators-admin';
export { ReleasesBoard } from './releases/releases-board';
export { SiteSettings } from './settings/site-settings';
