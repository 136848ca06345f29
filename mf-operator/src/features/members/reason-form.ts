/** The confirmation dialogs' fields: the reason, and for a ban its length ("for good" or until a day). */
export interface ReasonFields {
  reason: string;
  duration: 'forever' | 'until';
  until: string;
}

export const EMPTY_REASON: ReasonFields = { reason: '', duration: 'forever', until: '' };

/** The longest reason the API takes (`reason` 1–500 characters). */
export const REASON_MAX = 500;

/** A day as `<input type="date">` writes it (`YYYY-MM-DD`), in the browser's time zone. */
function dayValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day a ban may end on: tomorrow (the API wants `until` ahead). */
export function firstBanDay(now = new Date()): string {
  return dayValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** A ban's `until` for the fields: the start of the chosen day in the operator's time zone (ISO 8601), undefined for good. */
export function banUntil(fields: ReasonFields): string | undefined {
  return fields.duration === 'until' ? new Date(`${fields.until}T00:00:00`).toISOString() : undefined;
}
