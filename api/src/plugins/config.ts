import type { Config } from '../config.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runtime configuration (config.ts). */
    config: Config;
  }
}

/** Plugin 1: decorates `app.config`. */
export const configPlugin = fp(async (app, opts: { config: Config }) => {
  app.decorate('config', opts.config);
}, { name: 'amora-config' });
