#!/usr/bin/env node
// Writes docs/routes.md from the route table `ROUTES` of `shared/src/routes/index.ts` (issue 30:
// one step from a URL to the file that draws it): URL pattern → owner → screen file, and for a
// screen that draws several routes what it draws for each (a lander variant, a member lander
// design, a static page's texts).
//
//   node tools/routes-doc.mjs           write docs/routes.md (`npm run routes:doc`)
//   node tools/routes-doc.mjs --check   exit 1 when docs/routes.md is not what the table says now
//
// tools/__tests__/routes-doc.test.mjs runs the check and that every file named exists.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './lib/config.mjs';

/** Where the document is written, from the repository's root. */
export const ROUTES_DOC = 'docs/routes.md';

/**
 * The route table and the locales, loaded from their TypeScript sources.
 * @returns {Promise<{ routes: readonly object[], locales: readonly string[] }>} `ROUTES` of `@amora/shared/routes`, `LOCALES` of the contract.
 */
export async function loadRouteTable() {
  const { ROUTES } = await tsImport(path.join(ROOT, 'shared/src/routes/index.ts'), import.meta.url);
  const { LOCALES } = await tsImport(path.join(ROOT, 'contracts/src/constants.ts'), import.meta.url);
  return { routes: ROUTES, locales: LOCALES };
}

/** A Markdown table cell's text: `|` escaped, so a rule's alternatives do not split the cell. */
const cell = (text) => text.replaceAll('|', '\\|');

/** A link from docs/ to a file named from the repository's root; `{locale}` links the English one. */
const fileLink = (file) => `[${file}](../${file.replaceAll('{locale}', 'en')})`;

/** What a param must be: a RegExp's source, or the list of its words. */
const ruleText = (rule) => (rule instanceof RegExp ? `\`${rule.source}\`` : rule.map((word) => `\`${word}\``).join(', '));

/** The params cell: `id` `^[1-9]\d{0,9}$`; … */
const paramsText = (params) =>
  Object.entries(params ?? {})
    .map(([name, rule]) => `\`${name}\`: ${ruleText(rule)}`)
    .join('; ');

/** The draws cell: the part's file, and for a per-locale JSON file the key holding its texts. */
const partText = (part) => (part ? `${fileLink(part.file)}${part.file.includes('{locale}') ? ` → \`${part.key}\`` : ''}` : '');

/**
 * The whole of docs/routes.md for a route table.
 * @param {readonly { name: string, pattern: string, owner: string, screen: string, layout: string, part?: { key: string, file: string }, params?: Record<string, RegExp | readonly string[]> }[]} routes `ROUTES`, in table order.
 * @returns {string} Markdown ending in one newline.
 */
export function renderRoutesDoc(routes) {
  const rows = routes.map((route) =>
    [`\`${route.pattern}\``, `\`${route.name}\``, `\`${route.owner}\``, fileLink(route.screen), partText(route.part), paramsText(route.params), route.layout].map(cell).join(' | '),
  );
  return `# Routes: from a URL to the file that draws it

<!-- Written by \`npm run routes:doc\` (tools/routes-doc.mjs) from the route table; do not edit by hand. -->

Every address of the site, in the order of the route table \`ROUTES\` in
\`shared/src/routes/index.ts\` (docs/design.md §1), which this page is written from by
\`npm run routes:doc\`; \`tools/__tests__/routes-doc.test.mjs\` fails when the two disagree or a
file named here does not exist.

- **Find a URL:** leave out its locale prefix (\`/de/chats/12\` → \`/chats/12\`); the first row whose
  pattern matches and whose params keep their rules is the route (\`:param?\` may be left out). An
  address no row takes is the 404 page.
- **Screen:** the file that draws the route. Its owner draws it from the table: each remote's
  \`src/root.tsx\` maps these file names to components (\`SCREENS\`, a \`ScreenMap\`: the compiler refuses
  a map that misses one) and builds its routes with \`TableRoutes\` of \`@amora/shared/router\`
  (mf_landers without a router, for its JS budget); the shell's pages are mapped in
  \`shell/src/pages/shell-page.tsx\`. A screen gets the route and its params (\`ScreenProps\`).
- **Draws:** what a screen that draws several routes draws for this one (\`route.part\`): a lander
  variant, a member lander design, a static page's texts (\`{locale}\`: each locale's file, under
  the key named). The \`/{token}\` pages' texts live in the database (\`npm run page\`).
- **A new route:** add its row to the table with its screen file, add the screen to its owner's
  \`SCREENS\`, then \`npm run routes:doc\`.

| URL pattern | route | owner | screen | draws | params | layout |
|---|---|---|---|---|---|---|
${rows.map((row) => `| ${row} |`).join('\n')}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { routes } = await loadRouteTable();
  const doc = renderRoutesDoc(routes);
  const target = path.join(ROOT, ROUTES_DOC);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {}
    if (current !== doc) {
      console.error(`${ROUTES_DOC} is not what the route table says: run npm run routes:doc`);
      process.exit(1);
    }
  } else {
    writeFileSync(target, doc);
    console.log(`wrote ${ROUTES_DOC} (${routes.length} routes)`);
  }
}
