// The render worker under tsx (render-pool.ts). On Node 20 tsx's import hooks do not reach a worker
// thread, only its require hook does. Through this CommonJS door the TypeScript source loads as
// CommonJS like the rest of the server, and a small import hook sends what its `import()`s load
// there too: TypeScript files (extensionless addresses resolved as tsx does) to the require hook,
// and a locale's JSON file with the `type: 'json'` attribute Node asks for. The production bundle
// has render-worker.js instead.
const { register } = require('node:module');

const hooks = `
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const SOURCE = /\\.tsx?$/;
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!/^[./]|^file:/.test(specifier) || !context.parentURL) throw error;
    for (const ending of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
      const url = new URL(specifier + ending, context.parentURL);
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
    throw error;
  }
}
export async function load(url, context, next) {
  if (SOURCE.test(new URL(url).pathname)) return { format: 'commonjs', shortCircuit: true };
  return next(url, url.endsWith('.json') ? { ...context, importAttributes: { ...context.importAttributes, type: 'json' } } : context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
module.exports = require('./render-worker.ts');
