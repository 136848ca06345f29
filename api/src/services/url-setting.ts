/**
 * Checks the connection URL of variable `name` (a service's: `DATABASE_URL`, `REDIS_URL`):
 * `{problem}` — one line naming the variable and never its value (it may hold a password) — when it
 * does not parse, has none of `protocols` or names no host (`hasHost`, default: the URL's
 * hostname); else `{parsed}` for the caller's own checks.
 * `expected` says what the variable must be. Issue 33 "configuration is validated at start".
 */
export function urlSettingProblem(name: string, url: string, protocols: readonly string[], expected: string, hasHost: (parsed: URL) => boolean = (parsed) => parsed.hostname !== ''): { problem: string } | { parsed: URL } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: `${name} ${expected}; it is not a URL` };
  }
  if (!protocols.includes(parsed.protocol)) return { problem: `${name} ${expected}; it starts with "${parsed.protocol}"` };
  if (!hasHost(parsed)) return { problem: `${name} ${expected}; it names no host` };
  return { parsed };
}
