// Issue 30: tests wait for what they expect (an event, a state polled with a deadline, a marker
// published after the thing that must not happen, fake timers), never for a fixed time. Scans the
// test files (api/src/test, e2e/tests, every __tests__ folder) for a fixed sleep over 100 ms:
// - `setTimeout(resolve, ms)` and `setTimeout(() => resolve(), ms)` (`new Promise((r) => setTimeout(r, ms))`);
// - `setTimeout(ms)` of node:timers/promises;
// - `sleep(ms)`, `delay(ms)`, `wait(ms)`, `pause(ms)` (a helper, msw's `delay`, `scheduler.wait`);
// - `page.waitForTimeout(ms)`;
// where `ms` is a number (`2_500`, `2 * 1000`) or a constant of the file set to one. A line may keep
// one with a documented exception, `// fixed-sleep: <why>`, on that line or the line above.
// Each one left is reported as file:line.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../lib/config.mjs';

/** This file: its fixtures hold sleeps on purpose. */
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url)).split(path.sep).join('/');
/** A sleep longer than this (ms) needs a documented exception. */
const LIMIT_MS = 100;
const TEST_FILE = /^(?:api\/src\/test\/|e2e\/tests\/|(?:.*\/)?__tests__\/).*\.(?:[cm]?[jt]s|[jt]sx)$/;
const EXCEPTION = /\bfixed-sleep:\s*\S/;

/** A duration as written: a number expression (`2_500`, `2 * 1000`) or a constant's name. */
const DURATION = String.raw`([\w$][\w$\s*+._]*?)`;
const SLEEPS = [
  // setTimeout(resolve, ms) / setTimeout(() => resolve(), ms), not a method (`test.setTimeout`, `req.setTimeout`)
  new RegExp(String.raw`(?<![.\w$])setTimeout\(\s*(?:[\w$]+|\(\s*\)\s*=>\s*[\w$]+\(\s*\))\s*,\s*${DURATION}\s*\)`, 'g'),
  // setTimeout(ms) of node:timers/promises
  new RegExp(String.raw`(?<![.\w$])setTimeout\(\s*${DURATION}\s*[,)]`, 'g'),
  // sleep(ms), delay(ms), wait(ms), pause(ms), scheduler.wait(ms), page.waitForTimeout(ms)
  new RegExp(String.raw`(?<![\w$])(?:sleep|delay|wait|pause|waitForTimeout)\(\s*${DURATION}\s*\)`, 'g'),
];

/** The value of `expression` in ms (numbers, `_`, `+`, `*`, the file's numeric constants), or null. */
function milliseconds(expression, constants) {
  const terms = expression.replace(/[\w$]+/g, (word) => {
    if (/^\d[\d_]*(?:\.\d+)?$/.test(word)) return word.replace(/_/g, '');
    return constants.has(word) ? `(${constants.get(word)})` : '@';
  });
  if (!/^[\d.\s*+()]+$/.test(terms)) return null;
  return terms.split('+').reduce((sum, product) => sum + product.split('*').reduce((p, factor) => p * Number(factor.replace(/[()\s]/g, '')), 1), 0);
}

/** The file's constants set to a number expression: `const WAIT_MS = 2_500;`. */
function numericConstants(text) {
  const constants = new Map();
  for (const [, name, value] of text.matchAll(/\bconst\s+([\w$]+)\s*=\s*([\d_.\s*+]+?)\s*;?\s*$/gm)) {
    const ms = milliseconds(value, constants);
    if (ms !== null && Number.isFinite(ms)) constants.set(name, String(ms));
  }
  return constants;
}

/**
 * The fixed sleeps over the limit in one file's text, as `file:line: code`.
 * @param {string} file the file's path in the repository (for the report)
 * @param {string} text its content
 */
function fixedSleeps(file, text) {
  const lines = text.split('\n');
  const constants = numericConstants(text);
  const found = new Map();
  for (const pattern of SLEEPS) {
    for (const m of text.matchAll(pattern)) {
      const ms = milliseconds(m[1].trim(), constants);
      if (ms === null || !(ms > LIMIT_MS)) continue;
      const line = text.slice(0, m.index).split('\n').length;
      if (EXCEPTION.test(lines[line - 1] ?? '') || EXCEPTION.test(lines[line - 2] ?? '')) continue;
      found.set(line, `${file}:${line}: ${(lines[line - 1] ?? '').trim()}`);
    }
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, report]) => report);
}

/** The test files of the repository: tracked, and new ones git does not ignore (read-only git). */
function testFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(listed.split('\0'))].filter((file) => file !== SELF && TEST_FILE.test(file) && !file.includes('node_modules/') && existsSync(path.join(ROOT, file)));
}

test('no test waits a fixed time over 100 ms: it waits for the event or state it expects', () => {
  const files = testFiles();
  assert.ok(files.some((f) => f.startsWith('api/src/test/')) && files.some((f) => f.startsWith('e2e/tests/')) && files.some((f) => f.includes('/__tests__/')), 'the scan finds the test files');
  const found = files.flatMap((file) => fixedSleeps(file, readFileSync(path.join(ROOT, file), 'utf8')));
  assert.deepEqual(found, [], 'wait with expect.poll / waitFor / an event or marker / fake timers, or document the exception with // fixed-sleep: <why>');
});

test('the scan catches every form of a fixed sleep, and nothing else', () => {
  const fixture = [
    /* 1 */ `const registryRefreshed = () => new Promise((r) => setTimeout(r, 2_500));`,
    /* 2 */ `await new Promise((resolve) => setTimeout(resolve, 2100));`,
    /* 3 */ `await new Promise((resolve) => setTimeout(() => resolve(), 150));`,
    /* 4 */ `const SETTLE_MS = 2 * 1000;`,
    /* 5 */ `await new Promise((r) => setTimeout(r, SETTLE_MS));`,
    /* 6 */ `await sleep(300);`,
    /* 7 */ `await delay(2_100);`,
    /* 8 */ `await page.waitForTimeout(500);`,
    /* 9 */ `await wait(1000);`,
    /* 10 */ `await setTimeout(250); // node:timers/promises`,
    /* 11 */ `await scheduler.wait(200);`,
    /* 12 */ `await new Promise((resolve) =>`,
    /* 13 */ `  setTimeout(resolve, 400),`,
    /* 14 */ `);`,
    // Not fixed sleeps over 100 ms:
    /* 15 */ `await sleep(100); await sleep(25); await new Promise((r) => setTimeout(r, 20));`,
    /* 16 */ `const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);`,
    /* 17 */ `test.setTimeout(180_000); req.setTimeout(5000, () => req.destroy());`,
    /* 18 */ `const timer = setTimeout(resolve, left); await sleep(i * 3);`,
    /* 19 */ `api.use(http.get(url, async () => delay('infinite')));`,
    /* 20 */ `await jest.advanceTimersByTimeAsync(60_000); await waitFor(() => expect(x).toBe(1), { timeout: 5000 });`,
    /* 21 */ `await sleep(3000); // fixed-sleep: the kernel's 3 s TCP retransmission, nothing to observe`,
    /* 22 */ `// fixed-sleep: the CDN's clock has a resolution of one second`,
    /* 23 */ `await delay(1_100);`,
    /* 24 */ `await sleep(3000); // fixed-sleep:`,
  ].join('\n');
  const lines = fixedSleeps('x.test.ts', fixture).map((report) => Number(/^x\.test\.ts:(\d+):/.exec(report)?.[1]));
  assert.deepEqual(lines, [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 13, 24]);
});

test('the scan looks at test folders only', () => {
  const matches = ['api/src/test/live.test.ts', 'api/src/test/sse-client.ts', 'e2e/tests/splits.spec.ts', 'shell/server/__tests__/first-screen.test.ts', 'mf-chat/src/routes/__tests__/conversation.test.tsx', 'tools/__tests__/x.test.mjs'];
  const others = ['tools/bench.mjs', 'tools/start.mjs', 'shared/src/api/client.ts', 'api/src/services/live-events.ts', 'docs/design.md'];
  assert.deepEqual(matches.filter((f) => TEST_FILE.test(f)), matches);
  assert.deepEqual(others.filter((f) => TEST_FILE.test(f)), []);
});
