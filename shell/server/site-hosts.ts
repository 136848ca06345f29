/**
 * Which Host names are sites (issue 29: any other gets 421), remembered so that made-up Host
 * headers neither grow the shell server's memory nor reach the API on every request (issue 33
 * "Production start"). A site's host and an unknown host are each kept `ttlMs` in a bounded LRU
 * (`lru-cache`; an unknown host is a negative entry), and at most `max` hosts that are not known
 * sites are looked up per `ttlMs`: past that, within the same period, a host never seen is answered
 * "not a site" without asking — a flood of random hosts costs the API at most `max` look-ups every
 * `ttlMs`, while the sites' own hosts, once known, are checked again whatever the flood. Every
 * answer names the site that answered (the default site, for an unknown host), which is then
 * known too: the default site's host never waits for a free look-up. Another site's host that
 * this process has not checked yet may be answered "not a site" while a flood lasts.
 */
import { LRUCache } from 'lru-cache';

/** A host name as the API compares it: lower case, without a trailing dot. */
const normalize = (host: string) => host.toLowerCase().replace(/\.$/, '');

export interface HostCheckOptions {
  /** How long an answer is kept, ms (default 2,000: a site added answers within 2 s). */
  ttlMs?: number;
  /** Hosts kept as sites, hosts kept as not sites (each), and look-ups of unknown hosts per `ttlMs` (default 1,000). */
  max?: number;
}

/** Counts of the check (issue 33 metrics): answered from the cache, looked up, and answered "not a site" over budget. */
export interface HostCheckStats {
  hits: number;
  misses: number;
  refused: number;
}

/**
 * The host check of one shell server.
 * @param lookup asks the API which site answers for `name` (lower case, no trailing dot): its domain
 *   (`name` itself when it is a site's, the default site's otherwise); rejects when it cannot tell (never cached)
 */
export function createHostCheck(lookup: (name: string, requestId?: string) => Promise<string>, { ttlMs = 2_000, max = 1_000 }: HostCheckOptions = {}) {
  // A site's host stays in `sites` past its TTL (LRU-bounded, and only real sites get there), so
  // that checking it again never counts against the budget of unknown hosts.
  const sites = new LRUCache<string, { checkedAt: number }>({ max });
  const unknown = new LRUCache<string, true>({ max, ttl: ttlMs });
  const pending = new Map<string, Promise<boolean>>();
  const stats: HostCheckStats = { hits: 0, misses: 0, refused: 0 };
  let budget = { since: Date.now(), used: 0 };

  function ask(name: string, requestId: string | undefined): Promise<boolean> {
    const answer = lookup(name, requestId).then((domain) => {
      const site = normalize(domain);
      sites.set(site, { checkedAt: Date.now() });
      unknown.delete(site);
      if (site !== name) {
        sites.delete(name);
        unknown.set(name, true);
      }
      return site === name;
    });
    pending.set(name, answer);
    const forget = () => pending.delete(name);
    answer.then(forget, forget);
    return answer;
  }

  /**
   * Whether `host` (a host name without port) is a site's domain: from the cache, a look-up
   * under way, or the API (`lookup`). @throws what `lookup` throws (the caller decides).
   */
  function isSiteHost(host: string, requestId?: string): Promise<boolean> {
    const name = normalize(host);
    const site = sites.get(name);
    if (site && Date.now() - site.checkedAt < ttlMs) {
      stats.hits++;
      return Promise.resolve(true);
    }
    if (unknown.get(name)) {
      stats.hits++;
      return Promise.resolve(false);
    }
    const running = pending.get(name);
    if (running) {
      stats.hits++;
      return running;
    }
    if (!site) {
      if (Date.now() - budget.since >= ttlMs) budget = { since: Date.now(), used: 0 };
      if (budget.used >= max) {
        stats.refused++;
        return Promise.resolve(false);
      }
      budget.used++;
    }
    stats.misses++;
    return ask(name, requestId);
  }

  /** Hosts held now (sites and unknown ones), for tests and metrics: never above 2 × `max`. */
  const size = () => sites.size + unknown.size;

  return { isSiteHost, stats, size };
}
