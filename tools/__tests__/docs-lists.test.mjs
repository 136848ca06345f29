// Issue 30: the lists the docs keep of things in code stay true.
// - api/README.md's source tree names every file of api/src/plugins (in the order api/src/app.ts
//   registers them) and of api/src/cli, and no file that is not there;
// - every `src/plugins/<file>.ts`, `src/cli/<file>.ts` and `NNN_<name>` migration a doc names exists;
// - every npm script of api/package.json that runs a file of src/cli is named as `npm run <script>`
//   in api/README.md;
// - api/README.md names every `/api/*.php` path of api/src/routes, and no doc names one that is not;
// - every environment variable the API, the shell server and the tools read is named in a doc;
// - docs/architecture.md's next migration number (`NNN_<what>.ts`) is one above the highest file.
// Each checking function returns its problems as `file: what`; the fixtures below show each can fail.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../lib/config.mjs';

const API_README = 'api/README.md';
const ARCHITECTURE = 'docs/architecture.md';
/** The docs an environment variable may be named in. */
const DOCS = ['README.md', API_README, 'docs/design.md', ARCHITECTURE];
const PLUGINS = 'api/src/plugins';
const CLI = 'api/src/cli';
const MIGRATIONS = 'api/src/db/migrations';
const ROUTES = 'api/src/routes';
/** Folders (not recursive) whose files read the environment: the API, the shell server, the tools. */
const ENV_SOURCES = ['api/src', 'api/src/cli', 'shell/server', 'tools', 'tools/lib'];

/** A variable read: `process.env.X`, `env.X` (a `NodeJS.ProcessEnv` parameter), `portFrom('X', …)` of tools/lib/config.mjs. */
const ENV_READ = /process\.env\.([A-Z_][A-Z0-9_]*)|\benv\.([A-Z_][A-Z0-9_]*)|\bportFrom\('([A-Z_][A-Z0-9_]*)'/g;
/** `plugins/x.ts`, `src/cli/x.ts`, `api/src/plugins/x.ts` (not another package's `…/src/plugins/`). */
const DOC_SOURCE_PATH = /(?<![\w/.-])(?:(?:api\/)?src\/)?(plugins|cli)\/([\w.-]+\.ts)\b/g;
/** A migration by name: `005_profile_notes` (`019_<what>` is no name). */
const DOC_MIGRATION = /(?<![\w-])(\d{3}_[a-z0-9_]+)(?![\w-])/g;
/** The next migration as docs/architecture.md states it: `019_<what>.ts`. */
const NEXT_MIGRATION = /(?<![\w-])(\d{3})_<[^>]*>\.ts/g;
const API_PATH = /\/api\/[a-z0-9/_-]+\.php/g;

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
/** The `.ts` files of a folder (no tests, no declarations). */
const tsFiles = (dir) => readdirSync(path.join(ROOT, dir)).filter((name) => /\.ts$/.test(name) && !/\.(test|d)\.ts$/.test(name)).sort();

/**
 * The text of one entry of the source tree of a README: the line `  <dir>/   a.ts b.ts` and the
 * lines indented deeper that follow it; null when the tree has no such entry.
 */
function treeEntry(markdown, dir) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`  ${dir}/ `));
  if (start < 0) return null;
  let text = lines[start].slice(dir.length + 3);
  for (const line of lines.slice(start + 1)) {
    if (!/^ {3,}\S/.test(line)) break;
    text += ` ${line}`;
  }
  return text;
}

/** The `.ts` files a tree entry names, in its order. */
const namedFiles = (entry) => [...(entry ?? '').matchAll(/[\w.-]+\.ts\b/g)].map((m) => m[0]);

/**
 * What a doc's tree entry `<dir>/` lacks or names in vain, against the folder's files; with `order`
 * (`files` in the order they must be named, and the source `by` that order comes from), also a different order.
 */
function treeProblems(doc, dir, markdown, files, order = null) {
  const entry = treeEntry(markdown, dir);
  if (entry === null) return [`${doc}: the source tree has no ${dir}/ line`];
  const named = namedFiles(entry);
  const problems = [
    ...files.filter((file) => !named.includes(file)).map((file) => `${doc}: ${dir}/ does not name ${file}`),
    ...named.filter((file) => !files.includes(file)).map((file) => `${doc}: ${dir}/ names ${file}, which does not exist`),
  ];
  if (!problems.length && order && named.join(' ') !== order.files.join(' ')) {
    problems.push(`${doc}: ${dir}/ is not in the order of ${order.by}: ${order.files.join(' ')}`);
  }
  return problems;
}

/** The plugin files in the order app.ts registers them (`import { xPlugin } from './plugins/x.js'` … `app.register(xPlugin`). */
function pluginOrder(appSource) {
  const fileOf = new Map([...appSource.matchAll(/import \{ (\w+) \} from '\.\/plugins\/([\w-]+)\.js'/g)].map((m) => [m[1], `${m[2]}.ts`]));
  return [...appSource.matchAll(/app\.register\((\w+)/g)].map((m) => fileOf.get(m[1])).filter(Boolean);
}

/**
 * The plugin, CLI and migration files a doc names that do not exist.
 * @param {(dir: string, file: string) => boolean} exists whether `file` is in `plugins`, `cli` or `migrations`
 */
function missingSources(doc, markdown, exists) {
  return [
    ...[...markdown.matchAll(DOC_SOURCE_PATH)].filter((m) => !exists(m[1], m[2])).map((m) => `${doc}: names ${m[0]}, which does not exist`),
    ...[...markdown.matchAll(DOC_MIGRATION)].filter((m) => !exists('migrations', `${m[1]}.ts`)).map((m) => `${doc}: names migration ${m[1]}, which does not exist`),
  ];
}

/** The scripts of a package.json that run a file of src/cli/ and are not named `npm run <script>` in the doc, or whose file is missing. */
function scriptProblems(doc, markdown, scripts, cliFiles) {
  const problems = [];
  for (const [name, command] of Object.entries(scripts)) {
    const file = /\bsrc\/cli\/([\w.-]+\.ts)\b/.exec(command)?.[1];
    if (!file) continue;
    if (!cliFiles.includes(file)) problems.push(`api/package.json: script ${name} runs src/cli/${file}, which does not exist`);
    if (!new RegExp(String.raw`\bnpm run ${name}(?![\w:-])`).test(markdown)) problems.push(`${doc}: does not name npm run ${name} (src/cli/${file})`);
  }
  return problems;
}

/**
 * The API paths the doc that lists the calls does not name, and those any doc names that no route serves.
 * @param {Map<string, string>} routes `/api/x.php` → the route file that serves it
 * @param {Record<string, string>} docs doc → its text
 */
function apiPathProblems(routes, docs, listing) {
  const problems = [...routes].filter(([url]) => !docs[listing].includes(url)).map(([url, file]) => `${listing}: does not name ${url} (${file})`);
  for (const [doc, markdown] of Object.entries(docs)) {
    for (const url of new Set(markdown.match(API_PATH) ?? [])) if (!routes.has(url)) problems.push(`${doc}: names ${url}, which no file of ${ROUTES} serves`);
  }
  return problems;
}

/** The environment variables a source text reads. */
const envReads = (source) => [...source.matchAll(ENV_READ)].map((m) => m[1] ?? m[2] ?? m[3]);

/**
 * The variables read by the sources that no doc names (as a whole word).
 * @param {Record<string, string>} sources file → its text
 */
function undocumentedEnv(sources, docsText) {
  const problems = [];
  for (const [file, source] of Object.entries(sources)) {
    for (const name of new Set(envReads(source))) {
      if (!new RegExp(String.raw`(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`).test(docsText)) problems.push(`${file}: reads ${name}, which none of ${DOCS.join(', ')} names`);
    }
  }
  return problems;
}

/** A doc's stated next migration (`NNN_<what>.ts`) that is not one above the highest migration file. */
function nextMigrationProblems(doc, markdown, migrationFiles) {
  const latest = migrationFiles.filter((file) => /^\d{3}_/.test(file)).sort().at(-1);
  const next = String(Number(latest?.slice(0, 3) ?? 0) + 1).padStart(3, '0');
  return [...markdown.matchAll(NEXT_MIGRATION)].filter((m) => m[1] !== next).map((m) => `${doc}: names ${m[1]} as the next migration; after ${latest} it is ${next}`);
}

// --- fixtures: each check reports what it should, as file: name ---------------------------------

const TREE = ['```', 'src/', '  app.ts', '  plugins/       config.ts auth.ts', '                 gone.ts', '  cli/           seed.ts', '```'].join('\n');

test('treeEntry reads an entry and its continuation lines, up to the next entry', () => {
  assert.deepEqual(namedFiles(treeEntry(TREE, 'plugins')), ['config.ts', 'auth.ts', 'gone.ts']);
  assert.deepEqual(namedFiles(treeEntry(TREE, 'cli')), ['seed.ts']);
  assert.equal(treeEntry(TREE, 'routes'), null);
});

test('treeProblems: a file left out, a file named in vain, a missing entry, the wrong order', () => {
  assert.deepEqual(treeProblems('api/README.md', 'plugins', TREE, ['auth.ts', 'config.ts', 'zod.ts']), [
    'api/README.md: plugins/ does not name zod.ts',
    'api/README.md: plugins/ names gone.ts, which does not exist',
  ]);
  assert.deepEqual(treeProblems('api/README.md', 'routes', TREE, []), ['api/README.md: the source tree has no routes/ line']);
  const files = ['auth.ts', 'config.ts', 'gone.ts'];
  assert.deepEqual(treeProblems('api/README.md', 'plugins', TREE, files, { by: 'api/src/app.ts', files }), [
    'api/README.md: plugins/ is not in the order of api/src/app.ts: auth.ts config.ts gone.ts',
  ]);
  assert.deepEqual(treeProblems('api/README.md', 'plugins', TREE, files, { by: 'api/src/app.ts', files: ['config.ts', 'auth.ts', 'gone.ts'] }), []);
});

test('pluginOrder follows app.register, not the imports', () => {
  const app = ["import { bPlugin } from './plugins/b.js';", "import { aPlugin } from './plugins/a-x.js';", 'await app.register(aPlugin);', 'await app.register(cookie);', 'await app.register(bPlugin, {});'].join('\n');
  assert.deepEqual(pluginOrder(app), ['a-x.ts', 'b.ts']);
});

test('missingSources: plugin, CLI and migration names that do not exist; other packages and placeholders are left alone', () => {
  const exists = (dir, file) => ({ plugins: ['db.ts'], cli: ['seed.ts'], migrations: ['001_init.ts'] })[dir].includes(file);
  const doc = 'see api/src/plugins/db.ts, plugins/nope.ts, src/cli/seed.ts, api/src/cli/gone.ts, shell/src/plugins/x.ts; 001_init, 002_lost and `019_<what>.ts`';
  assert.deepEqual(missingSources('docs/architecture.md', doc, exists), [
    'docs/architecture.md: names plugins/nope.ts, which does not exist',
    'docs/architecture.md: names api/src/cli/gone.ts, which does not exist',
    'docs/architecture.md: names migration 002_lost, which does not exist',
  ]);
});

test('scriptProblems: a CLI script the doc does not name, and a script whose file is gone', () => {
  const scripts = { start: 'tsx src/server.ts', seed: 'tsx src/cli/seed.ts', purge: 'tsx src/cli/purge.ts', old: 'tsx src/cli/old.ts' };
  assert.deepEqual(scriptProblems('api/README.md', 'npm run seed -w api; npm run purge:all -w api; npm run old', scripts, ['seed.ts', 'purge.ts']), [
    'api/README.md: does not name npm run purge (src/cli/purge.ts)',
    'api/package.json: script old runs src/cli/old.ts, which does not exist',
  ]);
});

test('apiPathProblems: a route the listing leaves out, a path no route serves', () => {
  const routes = new Map([['/api/chat.php', 'api/src/routes/chat.ts'], ['/api/dev/outbox.php', 'api/src/routes/dev-outbox.ts']]);
  const docs = { 'api/README.md': '`GET /api/chat.php`, `GET /api/gone.php`', 'README.md': '`GET /api/dev/outbox.php`' };
  assert.deepEqual(apiPathProblems(routes, docs, 'api/README.md'), [
    'api/README.md: does not name /api/dev/outbox.php (api/src/routes/dev-outbox.ts)',
    'api/README.md: names /api/gone.php, which no file of api/src/routes serves',
  ]);
});

test('undocumentedEnv: process.env.X, env.X and portFrom(X) count; a name must be a whole word in a doc', () => {
  const sources = { 'shell/server/main.ts': "const a = process.env.PORT ?? 1; const b = env.SHELL_DIR; const c = portFrom('CDN_PORT', 3100); process.env.API_URL;" };
  assert.deepEqual(envReads(sources['shell/server/main.ts']), ['PORT', 'SHELL_DIR', 'CDN_PORT', 'API_URL']);
  assert.deepEqual(undocumentedEnv(sources, '`PORT`, `CDN_PORT`, `AMORA_API_URL`, `SHELL_DIRS`'), [
    `shell/server/main.ts: reads SHELL_DIR, which none of ${DOCS.join(', ')} names`,
    `shell/server/main.ts: reads API_URL, which none of ${DOCS.join(', ')} names`,
  ]);
});

test('nextMigrationProblems: a stated next number that is not one above the highest file', () => {
  const files = ['001_init.ts', '007_live.ts', '010_throttle.ts'];
  assert.deepEqual(nextMigrationProblems('docs/architecture.md', '(`011_<what>.ts` after `010_throttle.ts`)', files), []);
  assert.deepEqual(nextMigrationProblems('docs/architecture.md', '(`008_<what>.ts` after `007_live.ts`)', files), [
    'docs/architecture.md: names 008 as the next migration; after 010_throttle.ts it is 011',
  ]);
  assert.deepEqual(nextMigrationProblems('docs/architecture.md', 'the next numbered file', files), []);
});

// --- the repository ------------------------------------------------------------------------------

test(`${API_README} names every file of ${PLUGINS} (in registration order) and ${CLI}, and no other`, () => {
  const readme = read(API_README);
  assert.deepEqual([
    ...treeProblems(API_README, 'plugins', readme, tsFiles(PLUGINS), { by: 'api/src/app.ts', files: pluginOrder(read('api/src/app.ts')) }),
    ...treeProblems(API_README, 'cli', readme, tsFiles(CLI)),
  ], []);
});

test('every plugin, CLI and migration file a doc names exists', () => {
  const files = { plugins: tsFiles(PLUGINS), cli: tsFiles(CLI), migrations: tsFiles(MIGRATIONS) };
  assert.deepEqual(DOCS.flatMap((doc) => missingSources(doc, read(doc), (dir, file) => files[dir].includes(file))), []);
});

test(`${API_README} names every npm script of api/package.json that runs a CLI`, () => {
  const { scripts } = JSON.parse(read('api/package.json'));
  assert.deepEqual(scriptProblems(API_README, read(API_README), scripts, tsFiles(CLI)), []);
});

test(`${API_README} names every /api/*.php path of ${ROUTES}, and the docs name no other`, () => {
  const routes = new Map();
  // The route files, and those of the operator console's folder (issue 31).
  const files = [...tsFiles(ROUTES), ...tsFiles(`${ROUTES}/operator`).map((f) => `operator/${f}`)];
  for (const file of files) for (const m of read(`${ROUTES}/${file}`).matchAll(/'(\/api\/[a-z0-9/_-]+\.php)'/g)) routes.set(m[1], `${ROUTES}/${file}`);
  assert.ok(routes.size > 30, `found only ${routes.size} API paths in ${ROUTES}`);
  assert.deepEqual(apiPathProblems(routes, Object.fromEntries(DOCS.map((doc) => [doc, read(doc)])), API_README), []);
});

test('every environment variable the API, the shell server and the tools read is named in a doc', () => {
  const sources = {};
  for (const dir of ENV_SOURCES) {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      if (/\.(ts|mjs|js)$/.test(name) && !/\.(test|d)\.ts$/.test(name)) sources[`${dir}/${name}`] = read(`${dir}/${name}`);
    }
  }
  for (const file of ['api/src/config.ts', 'shell/server/main.ts', 'tools/lib/config.mjs', 'tools/start.mjs']) assert.ok(existsSync(path.join(ROOT, file)) && sources[file], `${file} is not scanned`);
  assert.deepEqual(undocumentedEnv(sources, DOCS.map(read).join('\n')), []);
});

test(`${ARCHITECTURE} names the next migration number, if it states one`, () => {
  assert.deepEqual(nextMigrationProblems(ARCHITECTURE, read(ARCHITECTURE), tsFiles(MIGRATIONS)), []);
});
