import type { ReportAction } from '@amora/contracts';
import type { ActionValues } from './use-report-actions';

/** The confirmation dialog's fields: the reason, the photo to hide, and the ban's length ("for good" or until a day). */
export interface ActionFields {
  reason: string;
  image: string;
  duration: 'forever' | 'until';
  until: string;
}

/** The fields as the dialog opens: no reason, no photo, a ban for good. */
export const EMPTY_FIELDS: ActionFields = { reason: '', image: '', duration: 'forever', until: '' };

/** The longest reason the API takes (`reason` 1–500 characters). */
export const REASON_MAX = 500;

/** A day as `<input type="date">` writes it (`YYYY-MM-DD`), in the browser's time zone. */
export function dayValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day a ban may end on: tomorrow (the API wants `until` ahead). */
export function firstBanEnd(now = new Date()): string {
  return dayValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/**
 * What `POST /api/operator/reports.php` gets for the dialog's fields: the trimmed reason, the
 * photo for `hide_photo`, and for a ban with an end day `until` = the start of that day in the
 * operator's time zone (ISO 8601; no `until` = for good).
 */
export function actionValues(action: ReportAction, fields: ActionFields): ActionValues {
  const values: ActionValues = { reason: fields.reason.trim() };
  if (action === 'hide_photo') values.image = Number(fields.image);
  if (action === 'ban' && fields.duration === 'until') values.until = new Date(`${fields.until}T00:00:00`).toISOString();
  return values;
}
