// Issue 30: every reference to a document section resolves inside the repository. Scans the
// repository's text files (tracked, plus new ones git does not ignore) for
// - `docs/<file>.md` and `docs/<file>.md §N` (lists and ranges too: `§2, §7`, `§2–§5`): the file
//   must exist and carry a heading `## §N …` for every N;
// - `spec §N`: a section of docs/product.md (the product rules, numbered as the specification);
// - `DESIGN.md`: the design lives in docs/design.md, so no bare reference is left.
// Each broken reference is reported as file:line.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../lib/config.mjs';

/** This file: its fixtures name sections that do not exist on purpose. */
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url)).split(path.sep).join('/');
/** What `spec §N` refers to. */
const SPEC_DOC = 'docs/product.md';
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|eot|pdf|zip|gz|br|wasm|mp4|webm|mp3)$/i;

/** One `§N`, or a range `§N–§M` (`–`, `—` or `-`; the second `§` may be left out). */
const ITEM = String.raw`§\d+(?:\s*[–—-]\s*§?\d+)?`;
/** `§2`, `§2, §7`, `§2–§5`, `§4 and §8`. */
const LIST = String.raw`${ITEM}(?:\s*(?:,|and|or|&)\s*${ITEM})*`;
const DOC_REF = new RegExp(String.raw`(?<![\w/.-])(docs/[\w.-]+\.md)(?:\s+(${LIST}))?`, 'g');
const SPEC_REF = new RegExp(String.raw`\bspec\s+(${LIST})`, 'gi');
const BARE_DESIGN = /(?<![\w/.-])DESIGN\.md\b/g;

/** The section numbers of a Markdown document: its headings `## §N Title`. */
function sectionsOf(markdown) {
  return new Set([...markdown.matchAll(/^## §(\d+)[ \t]/gm)].map((m) => Number(m[1])));
}

/** The numbers a list names (`§2–§5, §7` → 2, 3, 4, 5, 7); null for a range that runs backwards. */
function sectionNumbers(list) {
  const numbers = [];
  for (const [, from, to] of list.matchAll(/§(\d+)(?:\s*[–—-]\s*§?(\d+))?/g)) {
    const [a, b] = [Number(from), Number(to ?? from)];
    if (b < a) return null;
    for (let n = a; n <= b; n++) numbers.push(n);
  }
  return numbers;
}

/**
 * The broken references of one file's text, as `file:line: reason`.
 * @param {string} file the file's path in the repository (for the report)
 * @param {string} text its content
 * @param {(doc: string) => Set<number> | null} sections a doc's section numbers, null when the doc does not exist
 */
function brokenReferences(file, text, sections) {
  const broken = [];
  text.split('\n').forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    const check = (doc, list, raw) => {
      const known = sections(doc);
      if (!known) return broken.push(`${at}: ${raw} — ${doc} does not exist`);
      if (!list) return;
      const numbers = sectionNumbers(list);
      if (!numbers) return broken.push(`${at}: ${raw} — a range that runs backwards`);
      const missing = numbers.filter((n) => !known.has(n));
      if (missing.length) broken.push(`${at}: ${raw} — ${doc} has no ${missing.map((n) => `§${n}`).join(', ')}`);
    };
    for (const m of line.matchAll(DOC_REF)) check(m[1], m[2], m[0]);
    for (const m of line.matchAll(SPEC_REF)) check(SPEC_DOC, m[1], m[0]);
    for (const m of line.matchAll(BARE_DESIGN)) broken.push(`${at}: ${m[0]} — not in the repository; cite docs/design.md §N`);
  });
  return broken;
}

/** The repository's text files: tracked, and new ones git does not ignore (read-only git). */
function repositoryTextFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(listed.split('\0'))].filter((file) => {
    if (!file || file === SELF || BINARY.test(file)) return false;
    const full = path.join(ROOT, file);
    return existsSync(full) && statSync(full).isFile();
  });
}

/** Section numbers of the repository's docs, read once each. */
function repositorySections() {
  const cache = new Map();
  return (doc) => {
    if (!cache.has(doc)) {
      const full = path.join(ROOT, doc);
      cache.set(doc, existsSync(full) ? sectionsOf(readFileSync(full, 'utf8')) : null);
    }
    return cache.get(doc);
  };
}

test('a fixture: made-up files, sections, ranges and a bare DESIGN.md are reported with file:line', () => {
  const docs = { 'docs/design.md': new Set([1, 2, 3, 4, 5, 6, 7, 8]), 'docs/product.md': new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]) };
  const sections = (doc) => docs[doc] ?? null;
  const text = [
    '// fine: docs/design.md §4, docs/design.md §2–§5, docs/design.md §2, §7 and spec §4 and §9',
    '// fine: see [docs/design.md](docs/design.md); spec §2, §3, §4',
    '/** made up: docs/design.md §9 */',
    '// range past the end: docs/design.md §6–§9',
    '// backwards: docs/design.md §5–§2',
    '// no such doc: docs/nowhere.md §1 and docs/nowhere.md',
    '// the old file: (DESIGN.md §2)',
    "describe('spec §10', () => {});",
  ].join('\n');
  assert.deepEqual(brokenReferences('x.ts', text, sections), [
    'x.ts:3: docs/design.md §9 — docs/design.md has no §9',
    'x.ts:4: docs/design.md §6–§9 — docs/design.md has no §9',
    'x.ts:5: docs/design.md §5–§2 — a range that runs backwards',
    'x.ts:6: docs/nowhere.md §1 — docs/nowhere.md does not exist',
    'x.ts:6: docs/nowhere.md — docs/nowhere.md does not exist',
    'x.ts:7: DESIGN.md — not in the repository; cite docs/design.md §N',
    'x.ts:8: spec §10 — docs/product.md has no §10',
  ]);
});

test('sectionsOf reads `## §N Title` headings only', () => {
  assert.deepEqual([...sectionsOf('# T\n\n## §1 One\ntext §9\n### §2 not a section\n## §3 Three\n## 4. Other style\n')], [1, 3]);
});

test('docs/design.md keeps the sections §1–§9 that references cite', () => {
  assert.deepEqual([...repositorySections()('docs/design.md')], [1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

test('every docs/<file>.md §N, spec §N and DESIGN.md reference in the repository resolves', () => {
  const sections = repositorySections();
  const broken = repositoryTextFiles().flatMap((file) => brokenReferences(file, readFileSync(path.join(ROOT, file), 'utf8'), sections));
  assert.deepEqual(broken, []);
});
