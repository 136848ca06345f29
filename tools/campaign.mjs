// `npm run campaign` (issue 15): the operator's mail campaigns — spec §3 types `promotions` and
// `news` — to the members of a site who want that type, each in their language, else the site's.
//   npm run campaign -- news --texts spring.json [--site de.localhost]
// The texts file is `{"en": {"subject": "…", "body": "…"}, "de": {…}, …}`: plain text, a blank line
// between paragraphs; the mail adds the salutation, the sign-off and the unsubscribe footer. The
// API's queue sends the mails within minutes (the console's Campaigns screen does the same). Uses
// AMORA_CLI_KEY, the operator CLIs' key (the development default outside production; issue 31).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { API_URL, CLI_KEY } from './lib/config.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { texts: { type: 'string' }, site: { type: 'string', default: 'localhost' } } });
const [kind] = positionals;
if (!['promotions', 'news'].includes(kind) || !values.texts) {
  console.error('usage: npm run campaign -- promotions|news --texts file.json [--site host]');
  process.exit(2);
}
if (!CLI_KEY) {
  console.error("set AMORA_CLI_KEY to the operator CLIs' key");
  process.exit(2);
}
const response = await fetch(`${API_URL}/api/operator/campaigns.php`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${CLI_KEY}` },
  body: JSON.stringify({ kind, site: values.site, texts: JSON.parse(readFileSync(values.texts, 'utf8')) }),
});
const answer = await response.json().catch(() => ({}));
if (!response.ok) {
  console.error(`POST /api/operator/campaigns.php answered ${response.status}: ${answer.message ?? answer.error ?? ''}`);
  for (const issue of answer.issues ?? []) console.error(`  ${issue.path}: ${issue.message}`);
  process.exit(1);
}
console.log(`campaign ${answer.id} (${kind}) on ${values.site}: ${answer.queued} ${answer.queued === 1 ? 'mail' : 'mails'} queued`);
