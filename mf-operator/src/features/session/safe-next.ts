/**
 * Where the console goes after signing in (issue 31: "back after sign-in"): the `next` route path
 * the sign-in was sent from when it is a console address (`/operator…`, not the sign-in itself),
 * else the overview. Anything else — another site, `//host`, a member page — is ignored.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/operator(?:[/?#]|$)/.test(next) || /[\\]|\/\//.test(next) || /^\/operator\/login(?:[/?#]|$)/.test(next)) return '/operator';
  return next;
}
