// Issue 30 ("smaller rooms"): a component file of the remotes or the shell stays at most 150 lines
// of code, its data (queries, mutations, derived state) in `use-x.ts` hooks beside it and the parts
// that read as one thing in sub-components. A line of code is a line that holds a token of the
// program: blank lines, comments and docstrings do not count. A file may stay over only when it is
// listed below with its reason.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from '@babel/parser';
import { ROOT } from '../lib/config.mjs';

/** Most lines of code in one `.tsx` file. */
const MAX_LINES = 150;
/** The source folders scanned: every remote's and the shell's (its browser part and its server). */
const FOLDERS = ['shell/src', 'shell/server', 'mf-members/src', 'mf-chat/src', 'mf-likes/src', 'mf-credits/src', 'mf-signup/src', 'mf-landers/src', 'mf-operator/src'];
/** Files allowed over MAX_LINES, path from the repository root → why. Keep it short. */
const EXCEPTIONS = {};

/** The `.tsx` files under `dir`, tests left out. */
function* components(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['__tests__', 'node_modules', 'dist'].includes(entry.name)) yield* components(full);
    } else if (entry.name.endsWith('.tsx') && !/\.(test|spec)\.tsx$/.test(entry.name)) yield full;
  }
}

/** The number of lines of `source` (TypeScript + JSX) that hold at least one token. */
function linesOfCode(source) {
  const { tokens } = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], tokens: true, errorRecovery: true });
  const lines = new Set();
  for (const token of tokens) {
    // Comments come as tokens of type `CommentBlock`/`CommentLine`; `eof` holds no code.
    if (typeof token.type === 'string' || token.type.label === 'eof') continue;
    for (let line = token.loc.start.line; line <= token.loc.end.line; line++) lines.add(line);
  }
  return lines.size;
}

test('lines of code: blank lines, comments and docstrings do not count, a multi-line string does', () => {
  const source = ['/**', ' * A docstring.', ' */', '', '// a comment', 'export const a = `x', 'y`; /* end */', ''].join('\n');
  assert.equal(linesOfCode(source), 2);
});

test(`every component file of the remotes and the shell is at most ${MAX_LINES} lines of code, or listed with a reason`, () => {
  const over = [];
  const sizes = new Map();
  for (const folder of FOLDERS) {
    for (const file of components(path.join(ROOT, folder))) {
      const name = path.relative(ROOT, file).split(path.sep).join('/');
      const lines = linesOfCode(readFileSync(file, 'utf8'));
      sizes.set(name, lines);
      if (lines > MAX_LINES && !(name in EXCEPTIONS)) over.push(`${name}: ${lines} lines of code (split it: data into a use-x.ts hook, parts into sub-components)`);
    }
  }
  assert.deepEqual(over, []);
  // An exception that is no longer needed (the file shrank or is gone) leaves the list.
  const stale = Object.keys(EXCEPTIONS).filter((name) => !((sizes.get(name) ?? 0) > MAX_LINES));
  assert.deepEqual(stale, []);
});
