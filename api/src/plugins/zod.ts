import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

/** Plugin 4: zod schemas validate params, querystrings and bodies (routes use ZodTypeProvider). */
export const zodPlugin = fp(async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}, { name: 'amora-zod' });
