// Issue 13 ("Resend e-mail" looked like plain text): the theme drops Bootstrap's `dark` and `info`
// colours (shared/src/theme/theme.scss), so a class naming them draws nothing. None may be used.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../lib/config.mjs';

const FOLDERS = ['shared', 'shell', 'mf-members', 'mf-chat', 'mf-likes', 'mf-credits', 'mf-signup', 'mf-landers', 'mf-operator'];
const MISSING_COLOUR = /\b(btn|btn-outline|alert|text-bg|bg|text|border|link|badge|table|list-group-item)-(dark|info)\b/;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sources(full);
    } else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

test("no class names a colour the theme does not have (dark, info)", () => {
  const found = [];
  for (const folder of FOLDERS) {
    for (const file of sources(path.join(ROOT, folder, 'src'))) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (MISSING_COLOUR.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
      });
    }
  }
  assert.deepEqual(found, []);
});

test('every subtle background an app uses is one the theme generates (an icon circle without it has no background)', () => {
  const theme = readFileSync(path.join(ROOT, 'shared/src/theme/theme.scss'), 'utf8');
  const generated = new Set([...theme.matchAll(/"(\w+)-subtle": var/g)].map((m) => m[1]));
  const missing = [];
  for (const folder of FOLDERS) {
    for (const file of sources(path.join(ROOT, folder, 'src'))) {
      for (const [, colour] of readFileSync(file, 'utf8').matchAll(/\bbg-(\w+)-subtle\b/g)) {
        if (!generated.has(colour)) missing.push(`${path.relative(ROOT, file)}: bg-${colour}-subtle`);
      }
    }
  }
  assert.ok(generated.size > 0);
  assert.deepEqual(missing, []);
});

// Issue 12 (CSS ≤ 20 KB gzip with the self-hosted font): the theme runs Bootstrap's navbar and list
// group loops over no breakpoint and only the primary colour, and keeps no "valid" field state.
const DROPPED = /\b(navbar-expand-(sm|md|lg|xl|xxl)|list-group-horizontal|list-group-item-(?!action\b|primary\b)[a-z-]+|is-valid|valid-feedback|valid-tooltip)\b/;
test('no class names a Bootstrap variant the theme leaves out (responsive navbars and list groups, coloured list items, the valid state)', () => {
  const found = [];
  for (const folder of FOLDERS) {
    for (const file of sources(path.join(ROOT, folder, 'src'))) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        const hit = DROPPED.exec(line);
        if (hit) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${hit[0]}`);
      });
    }
  }
  assert.deepEqual(found, []);
  assert.ok(DROPPED.test('className="list-group-item-danger"') && !DROPPED.test('list-group-item-action list-group-item-primary') && DROPPED.test('navbar-expand-lg'));
});
