/** Bodies several calls share (spec §7). */
import { z } from 'zod';

/** `{ok: true}`: the write was applied. */
export const okResponse = z.object({ ok: z.literal(true) });

/** `{id}` of a created row (`201`). */
export const createdResponse = z.object({ id: z.number().int() });
