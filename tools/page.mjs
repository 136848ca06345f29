// `npm run page` (issue 13): the operator's command for the `/{token}` static pages of spec §2,
// kept per site in the database and written through the API with the operator CLIs' key
// (AMORA_CLI_KEY; the console's Pages screen does the same, issue 31).
//   npm run page -- set <token> --locale de --title "Sommerregeln" --body-file rules.de.txt [--site de.localhost]
//   npm run page -- show <token> [--locale de] [--site localhost]
//   npm run page -- delete <token> [--locale de] [--site localhost]
// The body is plain text; a blank line starts a new paragraph. The page is live at
// http://<site>:3000/<token> (with the locale prefix for another language) on the next load.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { API_URL, CLI_KEY } from './lib/config.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { locale: { type: 'string' }, title: { type: 'string' }, 'body-file': { type: 'string' }, body: { type: 'string' }, site: { type: 'string', default: 'localhost' } },
});
const [command, token] = positionals;

/** Calls the site's public `/api/pages.php` (GET) or the console's `/api/operator/pages.php` (writes, with the CLI key); exits 1 on an error answer. */
async function call(method, query, payload) {
  const path = method === 'GET' ? '/api/pages.php' : '/api/operator/pages.php';
  if (method !== 'GET' && !CLI_KEY) {
    console.error("set AMORA_CLI_KEY to the operator CLIs' key");
    process.exit(2);
  }
  const response = await fetch(`${API_URL}${path}${query}`, {
    method,
    headers: { 'x-forwarded-host': values.site, 'content-type': 'application/json', ...(method === 'GET' ? {} : { authorization: `Bearer ${CLI_KEY}` }) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    console.error(`${method} ${path} answered ${response.status}: ${answer.message ?? answer.error ?? ''}`);
    for (const issue of answer.issues ?? []) console.error(`  ${issue.path}: ${issue.message}`);
    process.exit(1);
  }
  return answer;
}

const query = (withLocale = true) => `?site=${encodeURIComponent(values.site)}&token=${encodeURIComponent(token ?? '')}${withLocale && values.locale ? `&locale=${values.locale}` : ''}`;

if (!token || !['set', 'show', 'delete'].includes(command)) {
  console.error('usage: npm run page -- set|show|delete <token> [--locale xx] [--title …] [--body-file file | --body text] [--site host]');
  process.exit(2);
}
if (command === 'show') {
  const { page } = await call('GET', query());
  console.log(`${page.title} (${page.locale}, updated ${page.updated_at})\n\n${page.body}`);
} else if (command === 'delete') {
  await call('DELETE', query());
  console.log(`removed /${token}${values.locale ? ` (${values.locale})` : ' (every locale)'} on ${values.site}`);
} else {
  const body = values['body-file'] ? readFileSync(values['body-file'], 'utf8') : values.body;
  const { page } = await call('PUT', '', { site: values.site, token, locale: values.locale, title: values.title, body });
  console.log(`saved /${page.token} (${page.locale}) on ${values.site}: ${page.title}`);
}
