// The command line of the release tools (issue 14): `<remote> [--site <domain>] [--canary <percent>] [--version <published>]`.
import { parseArgs } from 'node:util';
import { remoteName } from './config.mjs';

/**
 * Reads a release tool's arguments.
 * @param {string[]} argv the arguments after the script (`process.argv.slice(2)`)
 * @param {{ canary?: boolean, version?: boolean }} allow which options this tool takes besides `--site`
 * @returns {{ name: string, site: string, percent: number, version?: string }} federation name,
 *   site domain ('' = every site), share of visitors in percent (100 unless `--canary`)
 * @throws Error for an unknown remote or option, or a share outside 1–99
 */
export function releaseArgs(argv, allow = {}) {
  const options = { site: { type: 'string', default: '' } };
  if (allow.canary) options.canary = { type: 'string' };
  if (allow.version) options.version = { type: 'string' };
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new Error('name one remote, e.g. mf-landers');
  const percent = values.canary === undefined ? 100 : Number(values.canary);
  if (!Number.isInteger(percent) || percent < 1 || percent > (values.canary === undefined ? 100 : 99)) throw new Error(`--canary takes a share of visitors from 1 to 99 (percent), not "${values.canary}"`);
  return { name: remoteName(positionals[0]), site: values.site.trim().toLowerCase(), percent, ...(values.version ? { version: values.version } : {}) };
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
