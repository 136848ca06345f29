import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { globalPlugin } from './global-plugin.js';

/** Plugin 4: zod schemas validate params, querystrings and bodies (routes use ZodTypeProvider). */
export const zodPlugin = globalPlugin(async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}, 'amora-zod');
