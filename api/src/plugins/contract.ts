import { API_CALLS } from '@amora/contracts';
import fp from 'fastify-plugin';

/**
 * Plugin 5: the wire contract on every route. Each `/api/*` route registered afterwards gets the
 * answers of its `API_CALLS` entry (@amora/contracts) as `schema.response`, unless it declares its
 * own, so the zod serializer checks every answer against the contract: an answer that drifts is a
 * 500 `ResponseSerializationError` in the API tests instead of a surprise in a frontend.
 * `contractRoutes` lists what was wired, for the contract test.
 */
export const contractPlugin = fp(
  async (app) => {
    const wired: { method: string; url: string; statuses: string[] }[] = [];
    app.decorate('contractRoutes', wired);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const entry = API_CALLS.find((c) => c.method === method && c.path === route.url);
        if (entry && !route.schema?.response && Object.keys(entry.responses).length > 0) {
          route.schema = { ...route.schema, response: entry.responses };
        }
        wired.push({ method, url: route.url, statuses: Object.keys((route.schema?.response as object | undefined) ?? {}) });
      }
    });
  },
  { name: 'amora-contract' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The `/api/*` routes and the answer statuses their response schema covers (see contractPlugin). */
    contractRoutes: { method: string; url: string; statuses: string[] }[];
  }
}
