/**
 * Where the API may post web pushes (issue 29: blind SSRF through web push). A subscription's
 * endpoint comes from the browser, that is from whoever calls `POST /api/user.php?push=1`, and
 * the notification worker later POSTs to it from inside our network. So an endpoint must be:
 *
 * - `https`, on the default port, without user name or password;
 * - on a browser vendor's push service (PUSH_SERVICE_HOSTS) — **project decision**: the browsers
 *   that support web push all use one of these, and the list means the API never posts to any
 *   other host, public or not (a subscription elsewhere is refused; add a host here when a
 *   browser with its own push service appears);
 * - resolved (`dns.lookup`, every address) only to public unicast addresses: no loopback,
 *   private, link-local, unique-local, CGNAT, multicast, unspecified, documentation or other
 *   special-purpose range (IANA special-purpose registries), no IPv4 embedded in IPv6. This is
 *   checked when the subscription is stored and again by the connection itself when a push is
 *   sent ({@link publicLookup}), since DNS answers can change (DNS rebinding).
 *
 * Endpoints on `config.pushTestOrigins` (tests only, never set by the environment) skip these
 * checks: the tests run their push service on the loopback over http.
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import dnsPromises from 'node:dns/promises';
import net from 'node:net';
import { ApiError } from '../errors.js';

/**
 * The push services of the browsers: Chrome, Opera, Samsung Internet and other Chromium browsers
 * (Firebase Cloud Messaging), Firefox (Mozilla autopush), Edge (Windows Push Notification
 * Services, `wns2-….notify.windows.com`) and Safari (`web.push.apple.com`). `*.` matches any host
 * under the domain, not the domain itself.
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', '*.push.apple.com'] as const;

/** Special-purpose address ranges (RFC 6890 and the IANA registries): never a push service. */
const NON_PUBLIC = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NON_PUBLIC.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo (an IPv4 address inside)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (an IPv4 address inside)
] as const) {
  NON_PUBLIC.addSubnet(prefix, bits, 'ipv6');
}
/** IPv6 global unicast (2000::/3): loopback, unspecified, IPv4-mapped, unique-local (fc00::/7), link-local (fe80::/10) and multicast (ff00::/8) are all outside it. */
const GLOBAL_UNICAST_V6 = new net.BlockList();
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6');

/** Whether `address` (an IPv4 or IPv6 literal) is a public unicast address (see the file's comment); false for anything else. */
export function isPublicAddress(address: string): boolean {
  try {
    const family = net.isIP(address);
    if (family === 4) return !NON_PUBLIC.check(address, 'ipv4');
    if (family === 6) return GLOBAL_UNICAST_V6.check(address, 'ipv6') && !NON_PUBLIC.check(address, 'ipv6');
  } catch {
    // An address BlockList cannot read (e.g. with a zone id) is not one we post to.
  }
  return false;
}

/** The endpoint as a URL, or null when it is none. */
function parseUrl(endpoint: string): URL | null {
  try {
    return new URL(endpoint);
  } catch {
    return null;
  }
}

/** Whether `host` (lower case, as URL gives it) is one of PUSH_SERVICE_HOSTS. */
function isPushServiceHost(host: string): boolean {
  return PUSH_SERVICE_HOSTS.some((known) => (known.startsWith('*.') ? host.endsWith(known.slice(1)) : host === known));
}

/** Whether the endpoint is on one of the test origins (config.pushTestOrigins). */
export function isTestEndpoint(endpoint: string, testOrigins: readonly string[] = []): boolean {
  if (testOrigins.length === 0) return false;
  const url = parseUrl(endpoint);
  return url !== null && testOrigins.includes(url.origin);
}

/** The reason an endpoint fails the rules that need no DNS (scheme, port, credentials, host), or null. */
function staticProblem(endpoint: string): string | null {
  const url = parseUrl(endpoint);
  if (url?.protocol !== 'https:') return 'not an https URL';
  if (url.port !== '' || url.username !== '' || url.password !== '') return 'a port or credentials in the URL';
  if (!isPushServiceHost(url.hostname)) return 'not a known push service';
  return null;
}

/** Thrown (as a lookup error) when a host resolves to an address that is not public. */
class NonPublicAddress extends Error {
  readonly code = 'ENONPUBLIC';
}

/**
 * Every address `host` resolves to (`dns.lookup`, all families), when all of them are public.
 * @throws NonPublicAddress when one is not; the resolver's error when the name does not resolve.
 */
async function publicAddresses(host: string): Promise<LookupAddress[]> {
  const addresses = await dnsPromises.lookup(host, { all: true });
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  if (bad || addresses.length === 0) throw new NonPublicAddress(`${host} resolves to ${bad?.address ?? 'nothing'}, which is not a public address`);
  return addresses;
}

/**
 * The `lookup` of the connections that send pushes (http(s).request, net.connect): resolves like
 * `dns.lookup`, but fails when any address of the host is not public, so a push only goes to an
 * address that was checked at connection time — a DNS answer changed since the subscription was
 * stored (DNS rebinding) cannot point it inside.
 */
export function publicLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  publicAddresses(hostname).then(
    (addresses) => {
      const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
      const first = wanted[0];
      if (!first) callback(Object.assign(new Error(`${hostname} has no address of family ${options.family}`), { code: 'ENOTFOUND' }), '');
      else if (options.all) callback(null, wanted);
      else callback(null, first.address, first.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, ''),
  );
}

/** 400 `invalid_push_endpoint`: a subscription the API will not post to. */
const invalidPushEndpoint = (reason: string) =>
  new ApiError(400, 'invalid_push_endpoint', 'This push subscription cannot be used: it must be https on a browser push service.', { reason });

/**
 * Checks a push subscription's endpoint before it is stored (`POST /api/user.php?push=1`): https
 * on the default port without credentials, on a PUSH_SERVICE_HOSTS host, resolving only to public
 * addresses. Endpoints on `testOrigins` pass unchecked.
 * @throws ApiError 400 `invalid_push_endpoint` (+ `reason`) otherwise, also when the host does not resolve.
 */
export async function checkPushEndpoint(endpoint: string, testOrigins: readonly string[] = []): Promise<void> {
  if (isTestEndpoint(endpoint, testOrigins)) return;
  const problem = staticProblem(endpoint);
  if (problem) throw invalidPushEndpoint(problem);
  try {
    await publicAddresses(new URL(endpoint).hostname);
  } catch (error) {
    throw invalidPushEndpoint(error instanceof NonPublicAddress ? 'resolves to an address that is not public' : 'the host does not resolve');
  }
}

/**
 * Whether a stored endpoint may be posted to at all: on a test origin, or passing the rules that
 * need no DNS (the addresses are checked by {@link publicLookup} when connecting). False for a
 * subscription stored before these rules existed, which can be dropped.
 */
export function isSendableEndpoint(endpoint: string, testOrigins: readonly string[] = []): boolean {
  return isTestEndpoint(endpoint, testOrigins) || staticProblem(endpoint) === null;
}
