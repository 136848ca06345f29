import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { ApiError } from '../errors.js';

/**
 * U+0000 or a UTF-16 surrogate without its partner (a lone surrogate): no person types them,
 * PostgreSQL cannot store the first in text or jsonb, and the second is no character at all.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what it looks for.
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Where `value` (a parsed JSON body, a query or the params) holds {@link BAD_TEXT} in a string or
 * an object key, as a path such as `body.name` or `query.city`; null when nowhere. Walks with its
 * own stack (a deeply nested body cannot overflow the call stack); Buffers (uploads) are not text.
 */
export function badTextPath(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (BAD_TEXT.test(item)) return path;
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (BAD_TEXT.test(key)) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * Plugin 4: zod schemas validate params, querystrings and bodies (routes use ZodTypeProvider).
 * Before any validation, every request whose body, query or params hold a NUL character or a lone
 * surrogate in any string or key is refused with 400 `invalid_text` (+ `issues: [{path,
 * message}]`), once for every field of every call (issue 29). Bodies that are no valid UTF-8
 * (e.g. the overlong `C0 80`) are refused by the JSON parser (plugins/error-handler.ts).
 */
export const zodPlugin = fp(async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preValidation', async (request) => {
    const path = badTextPath(request.params, 'params') ?? badTextPath(request.query, 'query') ?? badTextPath(request.body, 'body');
    if (path) throw invalidText(path);
  });
}, { name: 'amora-zod' });

/** 400 `invalid_text`: text with a NUL character, a lone surrogate or bytes that are no UTF-8, at `path` (`body.name`). */
export function invalidText(path: string): ApiError {
  return new ApiError(400, 'invalid_text', 'Text may not contain NUL characters, unpaired surrogates or invalid UTF-8.', {
    issues: [{ path, message: 'Invalid text' }],
  });
}
