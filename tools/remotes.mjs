// `npm run remotes` (docs/design.md §4, issue 14): each remote's version for every site, its splits
// and the sites that run their own version, the judge's latest decisions on its canaries (issue 35),
// then its history. `npm run remotes -- --compare <remote>`: its canaries beside the versions they
// would replace, as members' browsers measured them, with the differences and whether they are
// significant (needs AMORA_DEPLOY_TOKEN outside development).
import { parseArgs } from 'node:util';
import { REMOTES, remoteName } from './lib/config.mjs';
import { cli } from './lib/args.mjs';
import { activations, compare, list } from './lib/remotes.mjs';

const { values } = parseArgs({ args: process.argv.slice(2), options: { compare: { type: 'string' } }, strict: true });

/** A rate as a percentage with two decimals, '—' when unknown. */
const percent = (rate) => (rate === null || rate === undefined ? '—' : `${(rate * 100).toFixed(2)} %`);
/** A vital's p75: ms, or unitless for CLS. */
const vital = (name, value) => (value === null || value === undefined ? '—' : name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);
const pad = (text, width) => String(text).padEnd(width);

/** How the judge decided (one line each, newest first). */
function printDecisions(decisions, indent = '  ') {
  for (const d of decisions) {
    const what = d.decision === 'rolled_back' ? 'ROLLED BACK' : 'promoted';
    console.log(`${indent}${d.decided_at} ${what} ${d.version} on ${d.site || 'every site'}: ${d.reason}`);
  }
}

/** One canary beside the version it would replace: a table of the measured metrics. */
function printComparison(c) {
  console.log(`${c.name} canary ${c.version} for ${c.percent} % of ${c.site || 'every site'} since ${c.activated_at} (${Math.round(c.minutes)} min) vs active ${c.active_version}`);
  console.log(`  verdict: ${c.verdict.replace('_', ' ')} — ${c.reason}`);
  if (c.auto_promote_after_minutes) console.log(`  promotes itself after ${c.auto_promote_after_minutes} min with ${c.auto_promote_min_views} page views if it holds`);
  console.log(`  ${pad('', 24)}${pad('active', 14)}${pad('canary', 14)}${pad('p-value', 10)}`);
  const row = (label, active, canary, metric) => {
    const mark = metric ? (metric.worse ? 'significantly worse' : metric.significant ? 'significant' : '') : '';
    const p = metric?.p_value === null || metric?.p_value === undefined ? '' : metric.p_value.toFixed(4);
    console.log(`  ${pad(label, 24)}${pad(active, 14)}${pad(canary, 14)}${pad(p, 10)}${mark}`);
  };
  row('page views', c.active.page_views.toLocaleString('en'), c.canary.page_views.toLocaleString('en'));
  row('errors per page view', percent(c.active.error_rate), percent(c.canary.error_rate), c.metrics.error_rate);
  row('remote load failures', percent(c.active.load_failure_rate), percent(c.canary.load_failure_rate), c.metrics.load_failure_rate);
  for (const [name, metric] of Object.entries(c.metrics.outcomes)) row(name, percent(c.active.outcomes[name]?.rate), percent(c.canary.outcomes[name]?.rate), metric);
  for (const [name, metric] of Object.entries(c.metrics.vitals)) row(`${name} p75`, vital(name, c.active.vitals[name]?.p75), vital(name, c.canary.vitals[name]?.p75), metric);
}

await cli('remotes', async () => {
  if (values.compare) {
    const name = remoteName(values.compare);
    const { comparisons, decisions } = await compare(name);
    if (comparisons.length === 0) console.log(`${name} has no canary now.`);
    for (const c of comparisons) printComparison(c);
    if (decisions.length > 0) {
      console.log('decisions of the judge, newest first:');
      printDecisions(decisions);
    }
    return;
  }
  const splits = await activations();
  for (const name of Object.keys(REMOTES)) {
    const history = await list(name);
    const active = history.find((r) => r.active);
    console.log(`${name.padEnd(11)} ${active ? `${active.version}  ${active.manifest_url}` : '(none active)'}`);
    for (const a of splits.filter((s) => s.name === name)) {
      const where = a.site || 'every site';
      console.log(a.kind === 'canary' ? `  canary ${a.version} for ${a.percent} % of ${where} (since ${a.activated_at})` : `  site ${a.site} runs ${a.version} (since ${a.activated_at})`);
    }
    // Issue 35: what the judge decided lately, and why.
    printDecisions((await compare(name)).decisions.slice(0, 3), '  judge: ');
    for (const r of history) console.log(`  ${r.active ? '*' : ' '} ${r.version.padEnd(18)} created ${r.created_at}${r.activated_at ? `, activated ${r.activated_at}` : ''}`);
  }
});
