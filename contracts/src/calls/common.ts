/** Bodies several calls share (spec §7). */
import { z } from 'zod';

/** `{ok: true}`: the write was applied. */
export const okResponse = z.object({ ok: z.literal(true) });

/** `{id}` of a created row (`201`). */
export const createdResponse = z.object({ id: z.number().int() });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint: its answers by status. A redirect (302) or an empty answer (204) has no body schema. */
export interface ApiCall {
  method: HttpMethod;
  path: string;
  responses: Partial<Record<200 | 201, z.ZodType>>;
  /** Answers without a JSON body: a redirect to a page, or 204. */
  bodyless?: 204 | 302;
  /** Answers a file to download or a page, of this media type, instead of JSON. */
  file?: 'application/zip' | 'text/html' | 'text/csv' | 'application/pdf';
}

/** One `ApiCall` from its method, path, answers and bodyless status. */
export const call = (method: HttpMethod, path: string, responses: ApiCall['responses'], bodyless?: ApiCall['bodyless']): ApiCall => ({ method, path, responses, ...(bodyless ? { bodyless } : {}) });
