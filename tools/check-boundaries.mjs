// Import boundaries of DESIGN.md §1 (CONVENTIONS habit 3): a remote imports @amora/shared and
// other remotes' exposed modules only (through the federation runtime), never another package's
// src/; @amora/shared imports no app, only the API's wire types (`import type`/`export type` from
// @amora/api/types, erased at build); nothing deep-imports @amora/shared in browser code.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/config.mjs';

const APPS = ['shell', 'mf-members', 'mf-chat', 'mf-likes', 'mf-credits', 'mf-signup', 'mf-landers', 'shared'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') continue;
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(tsx?|mjs|js)$/.test(entry)) yield full;
  }
}

/** Returns the violations found in one app's src/ folder. */
export function check(app) {
  const problems = [];
  const srcDir = path.join(ROOT, app, 'src');
  for (const file of files(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      const rel = path.relative(ROOT, file);
      if (spec.startsWith('.')) {
        const target = path.relative(ROOT, path.resolve(path.dirname(file), spec));
        if (!target.startsWith(`${app}/`)) problems.push(`${rel}: relative import leaves ${app}: ${spec}`);
      } else if (app === 'shared' && spec === '@amora/api/types' && /^(?:import|export)\s+type\s/.test(m[0])) {
        // The wire contract, as types only: nothing of the API reaches a bundle.
      } else if (/^@amora\/shared\/(query|testing)$/.test(spec) || spec === '@amora/contracts') {
        // The data layer's and the test kit's own entries, and the wire contract: public entries.
      } else if (/^@amora\/(?!shared$)/.test(spec)) {
        if (!(app === 'shared' && spec === '@amora/shared')) problems.push(`${rel}: imports another package: ${spec}`);
      } else if (spec.startsWith('@amora/shared/') && !spec.endsWith('.scss')) {
        problems.push(`${rel}: deep import of @amora/shared: ${spec}`);
      } else if (app === 'shared' && spec === '@amora/shared' && !/\/(query|testing)\//.test(rel)) {
        // Only the separate entries (query, testing) import the main entry by name, to share its bus.
        problems.push(`${rel}: shared imports itself by package name`);
      }
    }
  }
  return problems;
}

const problems = APPS.flatMap(check);
if (problems.length) {
  console.error(`Import boundary violations (DESIGN.md §1):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`import boundaries ok (${APPS.length} packages)`);
