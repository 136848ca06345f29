import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { ApiError } from '../errors.js';
import { safeEqual } from './passwords.js';

/**
 * Checks `Authorization: Bearer <AMORA_OPERATOR_TOKEN>` of an operator call (photo review, mail
 * events); timing-safe. Throws 401 `invalid_operator_token` when the header is missing or
 * wrong, and always when no token is configured (production without AMORA_OPERATOR_TOKEN).
 */
export function requireOperator(request: FastifyRequest, config: Config): void {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!config.operatorToken || !match?.[1] || !safeEqual(match[1], config.operatorToken)) {
    throw new ApiError(401, 'invalid_operator_token', 'A valid operator token is required.');
  }
}
