import { z } from 'zod';

/** An empty query parameter (`?gender=`) counts as absent. */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A required numeric query parameter within [min, max]. */
export const queryNumber = (min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().min(min).max(max));

/** An optional integer query parameter within [min, max]. */
export const optionalQueryInt = (min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional());

/** An optional query parameter from a fixed list. */
export const optionalQueryEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());

/** An optional query parameter matching a pattern, upper-cased (ISO codes). */
export const optionalQueryCode = (pattern: RegExp, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(pattern, message)
      .transform((s) => s.toUpperCase())
      .optional(),
  );
