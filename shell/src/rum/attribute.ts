/**
 * Which remote's code threw (issue 35: errors are counted per remote version). Each release of a
 * remote is served from its own folder, `<cdn>/<name>/<version>/` (docs/design.md §2): its
 * `remoteEntry.js` and every chunk it loads (webpack `publicPath: 'auto'`), so a script URL names
 * its remote. The shell's own bundle is served under `/static/` of the page's origin.
 */

/** Where one remote's scripts (or the shell's: name `shell`) are served from. */
export interface ScriptBase {
  /** A remote's federation name (`mf_chat`) or `shell`. */
  name: string;
  /** The URL prefix of its scripts, ending in `/`: the folder of its `remoteEntry.js`. */
  base: string;
}

/**
 * The script folders of the page: each remote's (the folder of the `entry_url` the shell loads it
 * from, its version's folder on the CDN or a developer's dev server) and the shell's.
 * @param remotes the boot data's remotes (`name`, `entry_url`)
 * @param shellBase absolute URL of the shell's bundle folder, e.g. `https://example.com/static/`
 * @returns longest prefix first, so a nested folder wins over the one around it
 */
export function scriptBases(remotes: readonly { name: string; entry_url: string }[], shellBase: string): ScriptBase[] {
  const bases = remotes.filter((r) => /^https?:\/\//.test(r.entry_url)).map((r) => ({ name: r.name, base: r.entry_url.replace(/[?#].*$/, '').replace(/[^/]*$/, '') }));
  return [...bases, { name: 'shell', base: shellBase }].sort((a, b) => b.base.length - a.base.length);
}

/**
 * The script URL of each frame of a stack, top frame first, as Chrome (`    at fn (url:1:2)`,
 * `    at url:1:2`, `    at eval (eval at fn (url:1:2), <anonymous>:1:1)`), Firefox and Safari
 * (`fn@url:1:2`, `fn@url line 2 > eval:1:1`) write them; frames without one (native code,
 * `<anonymous>`) are left out. Line and column are cut off.
 */
export function stackUrls(stack: string): string[] {
  const urls: string[] = [];
  for (const line of stack.split('\n')) {
    const found = /(?:https?|blob:https?):\/\/[^\s()'"@]+/.exec(line)?.[0];
    if (found) urls.push(found.replace(/(?::\d+){1,2}$/, ''));
  }
  return urls;
}

/** The remote (or `shell`) whose folder holds `url`, or null when none does. */
export function ownerOfUrl(url: string, bases: readonly ScriptBase[]): string | null {
  return bases.find((b) => url.startsWith(b.base))?.name ?? null;
}

/**
 * The remote an uncaught error or unhandled rejection is counted for: the remote of the top-most
 * frame that belongs to a remote; `shell` when only the shell's bundle is on the stack; `unknown`
 * when no frame is ours (a browser extension, a cross-origin script whose error the browser muted
 * as "Script error.", no stack at all). Shell frames above a remote's frame do not take the error
 * from it: React, `@amora/shared` and the federation runtime are the shell's bundle but run the
 * remote's code on its behalf (an event handler of mf_chat is called by react-dom).
 * @param error the error's `stack` and, from an ErrorEvent, its `filename` (used when the stack names no script)
 * @param bases {@link scriptBases} of the page
 */
export function attributeError(error: { stack?: string; filename?: string }, bases: readonly ScriptBase[]): string {
  const urls = stackUrls(error.stack ?? '');
  if (urls.length === 0 && error.filename) urls.push(error.filename);
  let shell = false;
  for (const url of urls) {
    const owner = ownerOfUrl(url, bases);
    if (owner === 'shell') shell = true;
    else if (owner) return owner;
  }
  return shell ? 'shell' : 'unknown';
}
