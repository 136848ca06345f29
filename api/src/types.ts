/**
 * The API's data shapes: the wire contract of `@amora/contracts` (zod schemas, types by
 * `z.infer`), re-exported for the API's own modules. Define a new shape there, not here.
 */
export { ALERT_KINDS, LOCALES, NOTIFICATION_TYPES, NOTIFICATIONS_DISABLED_REASONS } from '@amora/contracts/constants';
export type * from '@amora/contracts';
