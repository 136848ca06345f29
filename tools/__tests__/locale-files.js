// What the locale tests read (locales.test.js, glossary.test.js): the 11 locales, the packages and
// their namespace folders of `<locale>.json` files, and the mail files whose texts are written per
// locale. Not a test itself (jest's `locales` project runs `*.test.js` only).
const { readdirSync, statSync, existsSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];
const PACKAGES = ['shared', 'shell', 'mf-members', 'mf-chat', 'mf-likes', 'mf-credits', 'mf-signup', 'mf-landers', 'mf-operator'];
/** The mails' and pushes' texts, written per locale in `xx: {` blocks. */
const MAIL_FILES = ['api/src/mail/templates.ts', 'api/src/mail/notification-templates.ts', 'api/src/mail/push-templates.ts', 'api/src/mail/payment-templates.ts'];
/** What members say to each other (icebreakers, a member lander's opener): informal, their own words (docs/locale-guide.md). */
const MEMBER_VOICE = /^(icebreakers\.openers|member\.opener)\./;

/** Folders under `packages`' `src` holding `<locale>.json` namespace files (with an en.json), as absolute paths. */
function namespaceFolders(packages = PACKAGES) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (entry === 'node_modules' || entry === 'dist' || !statSync(full).isDirectory()) continue;
      if (existsSync(path.join(full, 'en.json'))) found.push(full);
      walk(full);
    }
  };
  for (const pkg of packages) if (existsSync(path.join(ROOT, pkg, 'src'))) walk(path.join(ROOT, pkg, 'src'));
  return found;
}

/**
 * Flattens nested resources to `a.b.c` → text (arrays index as `a.0.b`). `keyOf` may rename a key
 * (locales.test.js collapses plural suffixes); texts of keys that meet are collected in order.
 */
function flatten(obj, keyOf = (key) => key, prefix = '', out = {}) {
  for (const [key, value] of Object.entries(obj)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, keyOf, full, out);
    else out[keyOf(full)] = (out[keyOf(full)] ?? []).concat(String(value));
  }
  return out;
}

module.exports = { ROOT, LOCALES, PACKAGES, MAIL_FILES, MEMBER_VOICE, namespaceFolders, flatten };
