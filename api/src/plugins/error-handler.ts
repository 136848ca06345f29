import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../errors.js';
import fp from 'fastify-plugin';
import { invalidText } from './zod.js';

/** Fastify's own client-error codes and the `error` code we answer with. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_request',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

/**
 * Plugin 5: every error is JSON `{ error: <snake_code>, message: <English>, ...extra }`.
 * - ApiError → its status, code and extra fields.
 * - zod validation → 400 `{error: "invalid_request", message, issues: [{path, message}]}`.
 * - malformed JSON and other 4xx from fastify → 400 invalid_request (415, 413 keep their status);
 *   a JSON body that is no valid UTF-8 → 400 `invalid_text`.
 * - anything else → 500 `{error: "internal_error", message: "An error has occurred."}` (logged).
 * Unknown routes → 404 `{error: "not_found"}`. An empty JSON body is read as no body (beacons).
 */
export const errorHandlerPlugin = fp(async (app) => {
  const json = app.getDefaultJsonParser('error', 'error');
  // JSON is UTF-8 (RFC 8259): bytes that are not (an overlong C0 80, a lone continuation byte, an
  // encoded surrogate) are refused rather than silently turned into U+FFFD.
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(invalidText('body'), undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    json(request, text, done);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext ?? 'request';
      const issues = error.validation.map((v) => ({
        path: [context, ...v.instancePath.split('/').filter((p) => p !== '')].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ error: 'invalid_request', message: 'The request is invalid.', issues });
    }
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      const code = FASTIFY_CODES[error.code] ?? (error.statusCode === 400 ? 'invalid_request' : 'request_error');
      return reply.status(error.statusCode).send({ error: code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal_error', message: 'An error has occurred.' });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ error: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}, { name: 'amora-error-handler' });
