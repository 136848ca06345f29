// One word for one thing in every locale (issue 36). docs/glossary/<locale>.json names, for each
// product term of docs/glossary/en.json (credits, premium, like, match, member, message, …), the one
// word its language uses, with the inflections and compounds it takes, and the synonyms it does not
// use. This test goes over every locale file of every package (not mf-operator: staff only, en/de/nl)
// and over the mails and pushes of api/src/mail: wherever a key's English text uses a term, the same
// key's text in each locale uses that locale's word and none of its forbidden synonyms. It also holds
// each locale to its form of address (docs/locale-guide.md).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { parseSync } = require('@swc/core');
const { ROOT, LOCALES, PACKAGES: ALL_PACKAGES, MAIL_FILES, MEMBER_VOICE, namespaceFolders, flatten: flattenTexts } = require('./locale-files');

const GLOSSARY = path.join(ROOT, 'docs/glossary');
/** Texts the API writes per locale besides the mails: the receipt and the checkout's line at the payment provider. */
const API_TEXT_FILES = [...MAIL_FILES, 'api/src/services/receipt-texts.ts', 'api/src/services/payments/checkout-description.ts'];
/** The members' site: the operator console (staff, en/de/nl) is not held to the glossary. */
const PACKAGES = ALL_PACKAGES.filter((pkg) => pkg !== 'mf-operator');

/**
 * Keys where an English term is used in another sense, or where the locale rightly says it
 * otherwise: [text source, key (a trailing `*` matches any rest), term, locales ('*' = all), why].
 */
const EXCEPTIONS = [
  // A member's own words to another member: the icebreakers and openers say it as people do.
  ['*', 'icebreakers.openers.*', '*', '*', 'what a member writes, not the site'],
  ['*', 'member.opener.*', '*', '*', 'what a member writes, not the site'],
  // The social-network lander draws a post's button as a social network labels it ("Gefällt mir",
  // "J’aime", "Synes godt om"): a quotation of that network, not the site's like.
  ['mf-landers/src/i18n', 'socialnetwork.like_short', 'like', '*', "a social network's own label"],
  // Polish sign-up and account screens say "Masz już konto?" and "Darmowe konto" (an account), as
  // every Polish site does, for "Already a member?" and "Free member".
  ['mf-signup/src/i18n', 'form.already_member', 'member', ['pl'], 'Masz już konto?'],
  ['mf-landers/src/i18n', 'hero.member', 'member', ['pl'], 'Masz już konto?'],
  ['mf-members/src/i18n', 'my_profile.free', 'member', ['pl'], 'Darmowe konto'],
];

const letter = '[\\p{L}\\p{M}\\p{N}]';

/**
 * A glossary form as a regular expression: a whole word or phrase, case-insensitive; `*` stands for
 * any letters (an ending or a compound's other part), `'` for either apostrophe. A form written as
 * `/source/flags` is taken as it is. With `matchCase`, only the first letter's case is free.
 */
function formRegex(form, matchCase = false) {
  if (form.startsWith('/')) {
    const end = form.lastIndexOf('/');
    return new RegExp(form.slice(1, end), form.slice(end + 1) || 'iu');
  }
  let source = '';
  for (const [i, ch] of [...form].entries()) {
    if (ch === '*') source += '[\\p{L}\\p{M}]*';
    else if (ch === ' ') source += '[\\s\\u00a0]+';
    else if (ch === "'" || ch === '’') source += "['’]";
    else if (matchCase && i === 0 && ch.toLowerCase() !== ch.toUpperCase()) source += `[${ch.toLowerCase()}${ch.toUpperCase()}]`;
    else source += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`(?<!${letter})${source}(?!${letter})`, matchCase ? 'u' : 'iu');
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The glossary of each locale, its forms compiled. */
function loadGlossaries() {
  const glossaries = {};
  for (const locale of LOCALES) glossaries[locale] = readJson(path.join(GLOSSARY, `${locale}.json`));
  return glossaries;
}

/** A term of a locale compiled: what counts as its word, what is forbidden, what is never counted. */
function compileTerm(entry) {
  const compile = (forms) => (forms ?? []).map((form) => formRegex(form, entry.match_case));
  return {
    word: entry.word,
    accepted: compile([...(entry.forms ?? []), ...(entry.compounds ?? [])]),
    forbidden: (entry.forbidden ?? []).map((form) => formRegex(form)),
    allowed: (entry.allowed ?? []).map((form) => formRegex(form)),
  };
}

/** The English term as the patterns that find it, after `ignore` took out its other senses. */
function compileEnglish(entry) {
  return {
    patterns: entry.patterns.map((p) => new RegExp(p, 'iu')),
    ignore: (entry.ignore ?? []).map((p) => new RegExp(p, 'giu')),
  };
}

/** Placeholders (as `{{x}}`, or `{x}` in the API's own texts, so a form can name one), markup and nested keys are not words of the text. */
const plain = (text) => text.replace(/\{\{[^}]*\}\}/g, '{{x}}').replace(/\{\w+\}/g, '{x}').replace(/<\/?[\w-]+\s*\/?>/g, ' ').replace(/\$t\([^)]*\)/g, ' ');

const usesTerm = (english, text) => {
  let rest = plain(text);
  for (const re of english.ignore) rest = rest.replace(re, ' ');
  return english.patterns.some((re) => re.test(rest));
};

const globalOf = (re) => new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);

/** What is wrong with `text` for one term: no accepted form, or a forbidden one. */
function termProblems(term, text) {
  const problems = [];
  let rest = plain(text);
  if (!term.accepted.some((re) => re.test(rest))) problems.push(`does not use "${term.word}"`);
  for (const re of term.allowed) rest = rest.replace(globalOf(re), ' ');
  for (const re of term.forbidden) {
    const found = rest.match(re);
    if (found) problems.push(`uses "${found[0]}" (forbidden; the word is "${term.word}")`);
  }
  return problems;
}

const excepted = (source, key, term, locale) =>
  EXCEPTIONS.some(
    ([src, keyPattern, t, locales]) =>
      (src === '*' || src === source) &&
      (keyPattern.endsWith('*') ? key.startsWith(keyPattern.slice(0, -1)) : key === keyPattern) &&
      (t === '*' || t === term) &&
      (locales === '*' || locales.includes(locale)),
  );

// ---- the texts: locale files and mails, as rows of one key's text in every locale --------------

/** One text per key (`a.b.c` → text). */
const flatten = (obj) => Object.fromEntries(Object.entries(flattenTexts(obj)).map(([key, texts]) => [key, texts[0]]));

/** The English key a locale's key translates: Polish `_few`/`_many` are the English `_other`. */
function englishKey(key, en) {
  if (key in en) return key;
  const other = key.replace(/_(zero|one|two|few|many)$/, '_other');
  return other in en ? other : undefined;
}

/** Rows of the locale files: { source, key, kind: 'site', texts: { locale: text } }. */
function localeRows() {
  const rows = [];
  for (const folder of namespaceFolders(PACKAGES)) {
    const source = path.relative(ROOT, folder).split(path.sep).join('/');
    const files = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(readJson(path.join(folder, `${locale}.json`)))]));
    const byEnglish = new Map();
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(files[locale])) {
        const enKey = englishKey(key, files.en);
        if (!enKey) continue; // locales.test.js reports keys that en.json lacks
        const row = byEnglish.get(`${enKey}\u0000${key}`) ?? { source, key, kind: 'site', texts: { en: files.en[enKey] } };
        row.texts[locale] = text;
        byEnglish.set(`${enKey}\u0000${key}`, row);
      }
    }
    rows.push(...byEnglish.values());
  }
  return rows;
}

const isNode = (value) => value && typeof value === 'object' && typeof value.type === 'string';
const keyName = (key) => (key.type === 'Identifier' ? key.value : key.type === 'StringLiteral' ? key.value : undefined);

/** The text a piece of a mail template says: its strings and template literals, expressions as `{{x}}`. */
function spokenText(node) {
  if (!node || typeof node !== 'object') return '';
  if (Array.isArray(node)) return node.map(spokenText).join(' ');
  if (node.type === 'StringLiteral') return LOCALES.includes(node.value) ? '' : node.value;
  if (node.type === 'TemplateLiteral') {
    return node.quasis.map((q, i) => q.cooked + (i < node.expressions.length ? ` ${spokenText(node.expressions[i]) || '{{x}}'} ` : '')).join('');
  }
  if (node.type === 'KeyValueProperty') return spokenText(node.value);
  const parts = [];
  for (const [field, value] of Object.entries(node)) if (field !== 'span' && (isNode(value) || Array.isArray(value))) parts.push(spokenText(value));
  return parts.filter(Boolean).join(' / ');
}

/** The leaves under an object literal: property path → text. */
function leaves(node, prefix, out) {
  if (node?.type !== 'ObjectExpression') {
    out[prefix] = spokenText(node);
    return out;
  }
  for (const prop of node.properties) {
    if (prop.type !== 'KeyValueProperty') continue;
    leaves(prop.value, prefix ? `${prefix}.${keyName(prop.key)}` : keyName(prop.key), out);
  }
  return out;
}

/**
 * Rows of a mail file: every object literal keyed by the 11 locales (`da: {…}, de: {…}, …`) gives
 * one row per leaf under it, keyed by the path to it. Pushes and the unsubscribe page are screens;
 * the rest are e-mails (the form of address of Polish differs: "Twój" is capitalised in e-mails).
 */
function mailRows(file) {
  const ast = parseSync(readFileSync(path.join(ROOT, file), 'utf8'), { syntax: 'typescript' });
  const rows = [];
  const visit = (node, trail) => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n, trail);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') {
      const byLocale = Object.fromEntries(node.properties.filter((p) => p.type === 'KeyValueProperty').map((p) => [keyName(p.key), p.value]));
      if (LOCALES.every((locale) => locale in byLocale)) {
        const perLocale = Object.fromEntries(LOCALES.map((locale) => [locale, leaves(byLocale[locale], '', {})]));
        const screen = file.endsWith('push-templates.ts') || /PAGE/.test(trail[0] ?? '');
        for (const leaf of Object.keys(perLocale.en)) {
          rows.push({ source: file, key: [...trail, leaf].filter(Boolean).join('.'), kind: screen ? 'screen' : 'mail', texts: Object.fromEntries(LOCALES.map((l) => [l, perLocale[l][leaf] ?? ''])) });
        }
        return;
      }
    }
    for (const [field, value] of Object.entries(node)) {
      if (field === 'span') continue;
      if (node.type === 'VariableDeclarator' && field === 'init') visit(value, [...trail, node.id.value]);
      else if (node.type === 'KeyValueProperty' && field === 'value') visit(value, [...trail, keyName(node.key)]);
      else visit(value, trail);
    }
  };
  visit(ast.body, []);
  if (rows.length === 0) throw new Error(`${file} has no texts keyed by locale`);
  return rows;
}

// ---- the checks ---------------------------------------------------------------------------------

/** Every way a locale's texts break its glossary, as `source key [term]: problem: text`. */
function glossaryProblems(rows, glossaries, locale) {
  const english = Object.fromEntries(Object.entries(glossaries.en.terms).map(([name, entry]) => [name, compileEnglish(entry)]));
  const terms = Object.fromEntries(Object.entries(glossaries[locale].terms).map(([name, entry]) => [name, compileTerm(entry)]));
  const problems = [];
  for (const row of rows) {
    const text = row.texts[locale];
    if (text === undefined) continue;
    for (const [name, en] of Object.entries(english)) {
      if (!usesTerm(en, row.texts.en) || excepted(row.source, row.key, name, locale)) continue;
      for (const problem of termProblems(terms[name], text)) problems.push(`${row.source} ${row.key} [${name}]: ${problem}: ${text.replace(/\s+/g, ' ').trim()}`);
    }
  }
  return problems;
}

/** Every text of a locale that leaves its form of address (docs/locale-guide.md). */
function addressProblems(rows, glossary, locale) {
  const address = glossary.address ?? {};
  const rules = { site: address.forbidden, screen: address.forbidden, mail: address.forbidden_in_mail ?? address.forbidden };
  const problems = [];
  for (const row of rows) {
    const text = row.texts[locale];
    if (text === undefined || MEMBER_VOICE.test(row.key) || excepted(row.source, row.key, 'address', locale)) continue;
    for (const form of rules[row.kind] ?? []) {
      const found = plain(text).match(formRegex(form));
      if (found) problems.push(`${row.source} ${row.key} [address, ${row.kind}]: uses "${found[0]}" (the form is "${address.word}"): ${text.replace(/\s+/g, ' ').trim()}`);
    }
  }
  return problems;
}

const glossaries = loadGlossaries();
const rows = [...localeRows(), ...API_TEXT_FILES.flatMap(mailRows)];
const OTHERS = LOCALES.filter((locale) => locale !== 'en');

test('every locale has a glossary with the terms of en.json', () => {
  const terms = Object.keys(glossaries.en.terms).sort();
  for (const locale of OTHERS) {
    expect([locale, Object.keys(glossaries[locale].terms).sort()]).toEqual([locale, terms]);
    for (const [name, entry] of Object.entries(glossaries[locale].terms)) {
      expect([locale, name, typeof entry.word, (entry.forms ?? []).length > 0]).toEqual([locale, name, 'string', true]);
    }
    expect([locale, typeof glossaries[locale].address?.word]).toEqual([locale, 'string']);
  }
});

test('the texts are read: locale files of every package, the mails and the pushes', () => {
  const sources = new Set(rows.map((row) => row.source.split('/')[0]));
  expect([...sources].sort()).toEqual(['api', ...PACKAGES].sort());
  expect(rows.filter((row) => row.kind === 'mail').length).toBeGreaterThan(10);
  expect(rows.find((row) => row.source.endsWith('push-templates.ts') && row.key.endsWith('match.title'))?.texts.en).toMatch(/match/);
});

test('the check fails on another word, a forbidden synonym and an untranslated English term', () => {
  const fixture = [
    { source: 'fixture', key: 'a', kind: 'site', texts: { en: 'Buy credits', da: 'Køb kreditter', pl: 'Kup kredyty' } },
    { source: 'fixture', key: 'b', kind: 'site', texts: { en: "It's a match!", da: 'Det er et match!', pl: 'Masz match!' } },
    { source: 'fixture', key: 'c', kind: 'site', texts: { en: 'Like most websites, we use cookies', da: 'Som de fleste', pl: 'Jak większość' } },
  ];
  expect(glossaryProblems(fixture, glossaries, 'da').map((p) => p.split(':')[0])).toEqual(['fixture a [credits]', 'fixture a [credits]']);
  expect(glossaryProblems(fixture, glossaries, 'pl').map((p) => p.split(':')[0])).toEqual(['fixture b [match]', 'fixture b [match]']);
});

test.each(OTHERS)('%s uses its glossary word for every term', (locale) => {
  expect(glossaryProblems(rows, glossaries, locale)).toEqual([]);
});

test.each(OTHERS)('%s keeps its form of address', (locale) => {
  expect(addressProblems(rows, glossaries[locale], locale)).toEqual([]);
});
