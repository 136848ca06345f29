// Every user-facing string exists in all 11 locales (docs/design.md §5): each namespace folder's
// <locale>.json has exactly en.json's keys (plural forms aside), no empty text, the same placeholders.
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const path = require('node:path');
const { ROOT, LOCALES, MAIL_FILES, MEMBER_VOICE, namespaceFolders, flatten: flattenTexts } = require('./locale-files');

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The one exception to "every locale" (issue 31): the operator console is for staff and written in
 * English, German and Dutch only; in every other locale it shows its English texts
 * (mf-operator/src/i18n/load-locale.ts). Its folder holds exactly these locales' files, each
 * with every key of en.json.
 */
const ONLY_LOCALES = { 'mf-operator/src/i18n': ['de', 'en', 'nl'] };

/** The locales a namespace folder is written in. */
const localesOf = (folder) => ONLY_LOCALES[folder.split(path.sep).join('/')] ?? LOCALES;

/** Flattens nested resources to `a.b.c` → texts; plural suffixes collapse to one key. */
const flatten = (obj) => flattenTexts(obj, (key) => key.replace(PLURAL, '_#'));

const placeholders = (texts) => [...new Set(texts.flatMap((t) => [...t.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1])))].sort();

const folders = namespaceFolders();

test('namespace folders exist', () => {
  expect(folders.length).toBeGreaterThanOrEqual(2);
});

describe.each(folders.map((f) => [path.relative(ROOT, f)]))('%s', (folder) => {
  const en = flatten(JSON.parse(readFileSync(path.join(ROOT, folder, 'en.json'), 'utf8')));
  test('holds the files of its locales and no other', () => {
    const files = readdirSync(path.join(ROOT, folder)).filter((name) => /^[a-z]{2}\.json$/.test(name)).map((name) => name.slice(0, 2));
    expect(files.sort()).toEqual([...localesOf(folder)].sort());
  });
  test.each(localesOf(folder))('%s has every key of en.json with the same placeholders', (locale) => {
    const file = path.join(ROOT, folder, `${locale}.json`);
    expect(existsSync(file)).toBe(true);
    const other = flatten(JSON.parse(readFileSync(file, 'utf8')));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, texts] of Object.entries(other)) {
      for (const text of texts) expect(`${key}: ${text.trim().length > 0}`).toBe(`${key}: true`);
      expect([key, placeholders(texts)]).toEqual([key, placeholders(en[key])]);
    }
  });
});

// One form of address per locale (docs/locale-guide.md, issue 13): the site speaks to members as
// "Sie" in German and "vous" in French; only what members say to each other (icebreakers, a member
// lander's opener) uses du/tu. The mails follow the same rule (api/src/mail/).
const word = (alternatives) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');
const INFORMAL = {
  de: word('du|dein\\p{L}*|dich|dir'),
  fr: word('tu|ton|ta|tes|toi'),
};
test.each(Object.keys(INFORMAL))('%s addresses members formally everywhere the site speaks', (locale) => {
  const found = [];
  for (const folder of folders) {
    if (!localesOf(path.relative(ROOT, folder)).includes(locale)) continue;
    const texts = flatten(JSON.parse(readFileSync(path.join(folder, `${locale}.json`), 'utf8')));
    for (const [key, values] of Object.entries(texts)) {
      if (MEMBER_VOICE.test(key)) continue;
      for (const text of values) if (INFORMAL[locale].test(text)) found.push(`${path.relative(ROOT, folder)} ${key}: ${text}`);
    }
  }
  for (const file of MAIL_FILES) for (const line of mailLines(file, locale)) if (INFORMAL[locale].test(line)) found.push(`${file}: ${line.trim().slice(0, 100)}`);
  expect(found).toEqual([]);
});

/** The lines of a mail file inside the blocks of `locale` (from its `xx: {` to the next locale's). */
function mailLines(file, locale) {
  const lines = [];
  let inside = false;
  for (const line of readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
    const start = /^\s+([a-z]{2}): \{/.exec(line);
    if (start) inside = start[1] === locale;
    if (inside) lines.push(line);
  }
  if (lines.length === 0) throw new Error(`${file} has no ${locale} texts`);
  return lines;
}
