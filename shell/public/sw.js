/* Amora service worker, served by the shell server at /sw.js (`Service-Worker-Allowed: /`, `Cache-Control: no-cache`).
 * - Installed app (issue 15): keeps the shell's and the remotes' versioned files (their addresses change
 *   with their content: cache first), and shows the localized offline page (/offline.html, refreshed
 *   after pages load, so in the visitor's current language) when a page cannot be loaded. Pages and
 *   API calls always go to the network.
 * - Push (spec §4): shows web push notifications and opens their page. Payload (JSON): {title: string,
 *   body?: string, url?: string (same-site path), icon?: string, tag?: string}. */
const OFFLINE_URL = '/offline.html';
const PAGES = 'amora-pages-v1';
const FILES = 'amora-files-v1';
/** The shell's content-hashed files (`/static/main.4b968280.js`) and a remote's release folder on the CDN (`/mf_chat/0.1.0-abc/…`). */
const VERSIONED = /^\/static\/[^/]+\.[0-9a-f]{8}\.(js|css)$|^\/mf_[a-z]+\/\d+\.\d+\.\d+[^/]*\//;
/** Files kept at most; the oldest go first. */
const MAX_FILES = 300;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' }))).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('amora-') && k !== PAGES && k !== FILES).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

let offlineRefreshedAt = 0;
/** Takes the offline page again (at most once a minute): it follows the visitor's language. */
function refreshOfflinePage() {
  if (Date.now() - offlineRefreshedAt < 60_000) return Promise.resolve();
  offlineRefreshedAt = Date.now();
  return fetch(OFFLINE_URL, { cache: 'no-store' })
    .then((res) => (res.ok ? caches.open(PAGES).then((cache) => cache.put(OFFLINE_URL, res)) : undefined))
    .catch(() => undefined);
}

/**
 * Cache first for a versioned file; a new one is kept, the oldest dropped past MAX_FILES. A CDN file
 * is fetched with CORS (the CDN allows it) so that what is kept is a readable response, not an
 * opaque one that browsers count as megabytes of quota.
 */
function versionedFile(request) {
  const sameOrigin = new URL(request.url).origin === self.location.origin;
  return caches.open(FILES).then((cache) =>
    cache.match(request.url).then(
      (hit) =>
        hit ||
        fetch(sameOrigin ? request : new Request(request.url, { mode: 'cors', credentials: 'omit' })).then((res) => {
          if (res.ok) {
            const copy = res.clone();
            cache.put(request.url, copy).then(() => cache.keys()).then((keys) => Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_FILES)).map((k) => cache.delete(k))));
          }
          return res;
        }),
    ),
  );
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).then(
        (res) => {
          event.waitUntil(refreshOfflinePage());
          return res;
        },
        () => caches.match(OFFLINE_URL, { cacheName: PAGES }).then((page) => page || Response.error()),
      ),
    );
    return;
  }
  const url = new URL(request.url);
  if (VERSIONED.test(url.pathname)) event.respondWith(versionedFile(request));
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : self.location.hostname;
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: typeof data.icon === 'string' ? data.icon : '/favicon.svg',
    tag: typeof data.tag === 'string' ? data.tag : undefined,
    data: { url: typeof data.url === 'string' ? data.url : '/' },
  };
  // The site's open pages learn it too (bus.push$ last message, shell/src/live/push-status.ts).
  const shown = { type: 'amora:push-shown', message: { title, body: options.body, url: options.data.url } };
  event.waitUntil(
    self.registration
      .showNotification(title, options)
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((windows) => {
        for (const w of windows) w.postMessage(shown);
      }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only pages of this site are opened.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((w) => w.url === url);
      if (same) return same.focus();
      const any = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (any && 'navigate' in any) return any.focus().then((w) => w.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
