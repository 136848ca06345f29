// Issue 30 (one step from a URL to the file that draws it): docs/routes.md is what
// `npm run routes:doc` writes from the route table now, every file the table names exists in its
// owner's package, and every screen file of a remote's `src/routes/` is named by the table.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { ROOT } from '../lib/config.mjs';
import { ROUTES_DOC, loadRouteTable, renderRoutesDoc } from '../routes-doc.mjs';

/** The package folder of each owner. */
const FOLDERS = { shell: 'shell', mf_members: 'mf-members', mf_chat: 'mf-chat', mf_likes: 'mf-likes', mf_credits: 'mf-credits', mf_signup: 'mf-signup', mf_landers: 'mf-landers', mf_operator: 'mf-operator' };

let table;
before(async () => {
  table = await loadRouteTable();
});

test(`${ROUTES_DOC} is what npm run routes:doc writes from the route table now`, () => {
  const current = existsSync(path.join(ROOT, ROUTES_DOC)) ? readFileSync(path.join(ROOT, ROUTES_DOC), 'utf8') : '';
  assert.equal(current, renderRoutesDoc(table.routes), `${ROUTES_DOC} is out of date: run npm run routes:doc`);
});

test('every screen the route table names is a file of its owner, and every part it draws exists', () => {
  const problems = [];
  for (const route of table.routes) {
    if (!existsSync(path.join(ROOT, route.screen))) problems.push(`${route.name}: screen ${route.screen} does not exist`);
    if (!route.screen.startsWith(`${FOLDERS[route.owner]}/`)) problems.push(`${route.name}: screen ${route.screen} is not in ${FOLDERS[route.owner]}/`);
    if (!route.part) continue;
    const files = route.part.file.includes('{locale}') ? table.locales.map((locale) => route.part.file.replaceAll('{locale}', locale)) : [route.part.file];
    for (const file of files) {
      if (!existsSync(path.join(ROOT, file))) problems.push(`${route.name}: ${file} does not exist`);
      else if (file.endsWith('.json') && !Object.hasOwn(JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')), route.part.key)) problems.push(`${route.name}: ${file} has no key ${route.part.key}`);
    }
  }
  assert.deepEqual(problems, []);
});

test("every file of a remote's src/routes/ is a screen of the route table", () => {
  const screens = new Set(table.routes.map((route) => route.screen));
  const unnamed = Object.entries(FOLDERS)
    .filter(([owner]) => owner !== 'shell')
    .flatMap(([, folder]) => readdirSync(path.join(ROOT, folder, 'src/routes')).map((name) => `${folder}/src/routes/${name}`))
    .filter((file) => /\.tsx?$/.test(file) && !screens.has(file));
  assert.deepEqual(unnamed, []);
});
