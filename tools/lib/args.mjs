// The command line of the release tools (issue 14): `<remote> [--site <domain>] [--canary <percent> [--auto-promote <minutes>[:<page views>]]] [--version <published>]`.
import { parseArgs } from 'node:util';
import { remoteName } from './config.mjs';

/**
 * Reads a release tool's arguments.
 * @param {string[]} argv the arguments after the script (`process.argv.slice(2)`)
 * @param {{ canary?: boolean, version?: boolean }} allow which options this tool takes besides `--site`
 * @returns {{ name: string, site: string, percent: number, version?: string, autoPromote?: { minutes: number, pageViews: number } }}
 *   federation name, site domain ('' = every site), share of visitors in percent (100 unless
 *   `--canary`), when a canary promotes itself (`--auto-promote`, issue 35)
 * @throws Error for an unknown remote or option, or a share outside 1–99
 */
export function releaseArgs(argv, allow = {}) {
  const options = { site: { type: 'string', default: '' } };
  if (allow.canary) options.canary = { type: 'string' };
  if (allow.version) options.version = { type: 'string' };
  if (allow.canary) options['auto-promote'] = { type: 'string' };
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new Error('name one remote, e.g. mf-landers');
  const percent = values.canary === undefined ? 100 : Number(values.canary);
  if (!Number.isInteger(percent) || percent < 1 || percent > (values.canary === undefined ? 100 : 99)) throw new Error(`--canary takes a share of visitors from 1 to 99 (percent), not "${values.canary}"`);
  const autoPromote = values['auto-promote'] === undefined ? undefined : autoPromoteArg(values['auto-promote'], values.canary !== undefined);
  return { name: remoteName(positionals[0]), site: values.site.trim().toLowerCase(), percent, ...(values.version ? { version: values.version } : {}), ...(autoPromote ? { autoPromote } : {}) };
}

/** Page views a canary needs by default before it promotes itself (the judge's `min_page_views` default, contracts/src/calls/canary.ts). */
const AUTO_PROMOTE_MIN_VIEWS = 200;

/**
 * `--auto-promote <minutes>[:<page views>]` (issue 35): the canary promotes itself once it held that
 * long with that many page views (default 200) and was never judged worse.
 * @throws Error without `--canary` or for numbers out of range
 */
function autoPromoteArg(text, canary) {
  if (!canary) throw new Error('--auto-promote needs --canary');
  const [minutes, pageViews = AUTO_PROMOTE_MIN_VIEWS] = text.split(':').map(Number);
  if (!Number.isInteger(minutes) || minutes < 1 || !Number.isInteger(pageViews) || pageViews < 1) {
    throw new Error(`--auto-promote takes <minutes>[:<page views>], e.g. 60:500, not "${text}"`);
  }
  return { minutes, pageViews };
}

/** "every site" or "de.localhost", for messages. */
export const siteLabel = (site) => site || 'every site';

/**
 * Runs a release tool's work, printing a failure as one line (`rollback: registry answered 409: …`)
 * with exit code 1 instead of a stack trace.
 */
export async function cli(tool, work) {
  try {
    await work();
  } catch (error) {
    console.error(`${tool}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
