// Issue 13: icons are SVGs from one icon set (lucide-react), never emoji or symbol characters,
// which show as empty boxes where no emoji font is installed. Scans the apps' UI sources and texts.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../lib/config.mjs';

const FOLDERS = ['shared', 'shell', 'mf-members', 'mf-chat', 'mf-likes', 'mf-credits', 'mf-signup', 'mf-landers', 'mf-operator'];
// Pictographs and the dingbats/symbols used as icons (♥ ♡ ✓ ✉ ✕ 📷 🎭 …); © ® ™ are text.
const ICON_CHAR = /(?![©®™])[\p{Extended_Pictographic}\u2713\u2715\u2661]/u;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'node_modules') yield* sources(full);
    } else if (/\.(tsx|json)$/.test(entry.name) && !/\.test\./.test(entry.name)) yield full;
  }
}

test('no emoji or symbol character is drawn as an icon in any app', () => {
  const found = [];
  for (const folder of FOLDERS) {
    for (const file of sources(path.join(ROOT, folder, 'src'))) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        const code = line.trim();
        if (code.startsWith('*') || code.startsWith('//') || code.startsWith('/*')) return;
        if (ICON_CHAR.test(line)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${code}`);
      });
    }
  }
  assert.deepEqual(found, []);
});
