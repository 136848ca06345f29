import { auditReason } from '@amora/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/**
 * The fields of a confirmation dialog (issue 31, {@link ReasonDialog}) as typed: the reason, the
 * photo chosen (its id as the radio's value, '' none) and a ban's length ("for good" or until a
 * day `YYYY-MM-DD`).
 */
export interface ReasonFields {
  reason: string;
  image: string;
  duration: 'forever' | 'until';
  until: string;
}

/** The fields as a dialog opens: no reason, no photo, a ban for good. */
export const EMPTY_REASON: ReasonFields = { reason: '', image: '', duration: 'forever', until: '' };

/** The longest reason the API takes: the contract's `auditReason` (500 characters). */
export const REASON_MAX = auditReason.maxLength ?? 500;

/** What a dialog asks besides the reason, and whether the reason may stay empty. */
export interface ReasonOptions {
  /** The reason may stay empty (sent as ''; the caller leaves it out). */
  reasonOptional?: boolean;
  /** A ban's length is asked; "Until" needs a day after today. */
  banLength?: boolean;
  /** A photo must be chosen (`image`). */
  image?: boolean;
}

/**
 * What the API gets for a dialog's fields: the reason trimmed, `image` the photo's id (only when
 * asked), `until` the start of the chosen day in the operator's time zone as ISO 8601 (only for a
 * ban with an end day; absent = for good).
 */
export interface ReasonValues {
  reason: string;
  image?: number;
  until?: string;
}

/** A dialog's form (react-hook-form): {@link ReasonFields} typed, {@link ReasonValues} submitted. */
export type ReasonForm = UseFormReturn<ReasonFields, unknown, ReasonValues>;

/** A day as `<input type="date">` writes it (`YYYY-MM-DD`), in the browser's time zone. */
function dayValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day a ban may end on: tomorrow (the API wants `until` ahead), as `YYYY-MM-DD`. */
export function firstBanDay(now = new Date()): string {
  return dayValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/**
 * The zod schema of a dialog's fields (for react-hook-form's `zodResolver`), giving the
 * {@link ReasonValues} to send. Messages, per field: `reason` fails by the contract's
 * `auditReason` (trimmed, 1–500; empty allowed when `reasonOptional`), `image` →
 * `image_required`, `until` → `until_required` (no day, or not after today).
 */
export function reasonSchema({ reasonOptional = false, banLength = false, image = false }: ReasonOptions, now = new Date()) {
  const first = firstBanDay(now);
  return z
    .object({
      reason: reasonOptional ? z.union([auditReason, z.string().trim().length(0)]) : auditReason,
      image: image ? z.string().min(1, 'image_required') : z.string(),
      duration: z.enum(['forever', 'until']),
      until: z.string(),
    })
    .refine((fields) => !banLength || fields.duration === 'forever' || fields.until >= first, { path: ['until'], message: 'until_required' })
    .transform(({ reason, ...fields }): ReasonValues => {
      const values: ReasonValues = { reason };
      if (image) values.image = Number(fields.image);
      if (banLength && fields.duration === 'until') values.until = new Date(`${fields.until}T00:00:00`).toISOString();
      return values;
    });
}
