import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as not encapsulated (what `fastify-plugin` does): its decorators and hooks apply
 * to the whole app, so routes registered afterwards see `request.site`, `request.user`, `app.db`.
 */
export function globalPlugin<O extends FastifyPluginOptions = Record<never, never>>(
  plugin: FastifyPluginAsync<O>,
  name: string,
): FastifyPluginAsync<O> {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: name });
  return plugin;
}
