import { MIN_AGE } from '@amora/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as `YYYY-MM-DD`. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The latest date of birth of someone who is `minAge` today (spec §5, 18+): today minus `minAge`
 * years as `YYYY-MM-DD` (29 February falls back to the 28th in other years).
 */
export function maxBirthDate(now = new Date(), minAge = MIN_AGE): string {
  const date = new Date(now.getFullYear() - minAge, now.getMonth(), now.getDate());
  if (date.getMonth() !== now.getMonth()) date.setDate(0);
  return isoDate(date);
}

/** Whether `value` is a `YYYY-MM-DD` date of someone at least `minAge` today (spec §5). */
export function isAdultBirthDate(value: string, now = new Date(), minAge = MIN_AGE): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= '1900-01-01' && value <= maxBirthDate(now, minAge);
}
