import type { Config } from '../config.js';
import { globalPlugin } from './global-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runtime configuration (config.ts). */
    config: Config;
  }
}

/** Plugin 1: decorates `app.config`. */
export const configPlugin = globalPlugin(async (app, opts: { config: Config }) => {
  app.decorate('config', opts.config);
}, 'amora-config');
