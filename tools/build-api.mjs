// `npm run build -w api` (issue 33 "Production start"): the API as plain JavaScript that `node`
// runs without tsx. Every TypeScript file of api/src (not its tests) becomes a `.js` file (ES
// module, with its source map) at the same place under api/dist, so what the API finds next to its
// code at runtime is where it was: the routes that @fastify/autoload reads (dist/routes), the gift
// images of the seed (dist/seed/gifts, copied as they are), `REPO_ROOT` two levels up. The
// workspace package the API imports at runtime, @amora/contracts (TypeScript sources with
// extensionless imports), is compiled the same way into dist/node_modules/@amora/contracts, which
// Node finds before the TypeScript one; other packages come from node_modules as always.
//
//   node tools/build-api.mjs [--out <dir>]     default api/dist; a folder under api/ (tests use a temporary one)
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformFile } from '@swc/core';
import { ROOT } from './lib/config.mjs';

/** The workspace packages the compiled API may import at runtime: compiled beside it. */
const WORKSPACE_PACKAGES = { '@amora/contracts': path.join(ROOT, 'contracts') };
/** Folders of tests, never part of the build. */
const TEST_DIRS = new Set(['test', '__tests__']);

/** Every file under `dir` (relative paths), tests and type declarations left out. */
async function sourceFiles(dir, prefix = '') {
  const found = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) {
      if (!TEST_DIRS.has(entry.name)) found.push(...(await sourceFiles(dir, relative)));
    } else if (!entry.name.endsWith('.d.ts')) found.push(relative);
  }
  return found;
}

/**
 * Compiles one TypeScript file to an ES module: types removed, relative imports written out in
 * full as Node needs them (`./calls` → `./calls/index.js`; swc `resolveFully`), with a source map.
 */
async function compile(file, to, baseUrl) {
  const { code, map } = await transformFile(file, {
    swcrc: false,
    configFile: false,
    sourceMaps: true,
    isModule: true,
    jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, target: 'es2022', keepClassNames: true, baseUrl },
    module: { type: 'es6', resolveFully: true },
  });
  await mkdir(path.dirname(to), { recursive: true });
  await writeFile(to, `${code}\n//# sourceMappingURL=${path.basename(to)}.map\n`);
  await writeFile(`${to}.map`, map ?? '{}');
}

/** Compiles the TypeScript files of `from` into `to` (same tree, `.js`) and copies every other file. */
async function compileTree(from, to) {
  const files = await sourceFiles(from);
  await Promise.all(
    files.map((file) => {
      if (!/\.tsx?$/.test(file)) return mkdir(path.dirname(path.join(to, file)), { recursive: true }).then(() => copyFile(path.join(from, file), path.join(to, file)));
      return compile(path.join(from, file), path.join(to, file.replace(/\.tsx?$/, '.js')), from);
    }),
  );
  return files.length;
}

/** A workspace package's `package.json` for its compiled copy: `./src/x.ts` → `./src/x.js` everywhere. */
function compiledManifest(manifest) {
  const js = (value) => (typeof value === 'string' ? value.replace(/\.tsx?$/, '.js') : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, js(v)])));
  const { devDependencies: _dev, scripts: _scripts, ...rest } = manifest;
  return { ...rest, main: js(manifest.main), types: undefined, exports: js(manifest.exports) };
}

/** The bare `@amora/…` imports of the compiled files that no compiled package answers (a build error: Node would meet TypeScript). */
async function unresolvedWorkspaceImports(out) {
  const missing = new Set();
  for (const file of (await sourceFiles(out)).filter((f) => f.endsWith('.js') && !f.startsWith('node_modules'))) {
    const code = await readFile(path.join(out, file), 'utf8');
    for (const [, name] of code.matchAll(/(?:from|import\()\s*["'](@amora\/[^/"']+)/g)) if (!(name in WORKSPACE_PACKAGES)) missing.add(`${name} (${file})`);
  }
  return [...missing];
}

/**
 * Builds the API into `out` (emptied first). Resolves with the number of files written from
 * api/src; rejects when a compiled file imports a workspace package that is not compiled with it.
 * @param {string} [out] the output folder, default `api/dist`
 */
export async function buildApi(out = path.join(ROOT, 'api', 'dist')) {
  await rm(out, { recursive: true, force: true });
  const count = await compileTree(path.join(ROOT, 'api', 'src'), out);
  for (const [name, dir] of Object.entries(WORKSPACE_PACKAGES)) {
    const target = path.join(out, 'node_modules', name);
    await compileTree(path.join(dir, 'src'), path.join(target, 'src'));
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    await writeFile(path.join(target, 'package.json'), `${JSON.stringify(compiledManifest(manifest), null, 2)}\n`);
  }
  const missing = await unresolvedWorkspaceImports(out);
  if (missing.length > 0) throw new Error(`the compiled API imports workspace packages that are not compiled with it: ${missing.join(', ')}`);
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : undefined;
  const started = Date.now();
  buildApi(out).then(
    (count) => console.log(`API built: ${count} files of api/src → ${path.relative(ROOT, out ?? path.join(ROOT, 'api', 'dist'))} in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
