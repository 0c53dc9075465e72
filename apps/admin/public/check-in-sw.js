/* global self, caches */
/*
 * Service worker of the door check-in page (scope /admin/check-in): keeps the page and the files it loads
 * (its script chunks, the QR reader's WebAssembly, the manifest and icons) so that a volunteer can reopen the
 * page with no network. Only this origin's GET requests for those files are handled; the API is never
 * cached here (the page keeps its data in IndexedDB).
 */
const CACHE = 'foundation-check-in-v1';
const PAGE = '/admin/check-in';
const SHELL = [PAGE, '/runtime-config.js', '/admin/check-in.webmanifest', '/admin/check-in-192.png'];

/** The page and every same-origin file its HTML names (hashed entry chunks and preloads). */
async function precache() {
  const cache = await caches.open(CACHE);
  await cache.addAll(SHELL);
  const html = await (await cache.match(PAGE)).text();
  const files = [...html.matchAll(/(?:src|href)="(\/admin\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.addAll(files);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const isShell = (url) => SHELL.includes(url.pathname) || url.pathname === `${PAGE}/`;

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (event.request.mode === 'navigate' || isShell(url)) {
    // The page and its settings: the network first (a new release, a new API address), the copy offline.
    const key = event.request.mode === 'navigate' ? PAGE : event.request;
    event.respondWith(
      fetch(event.request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(key, copy));
          }
          return response;
        })
        .catch(() => caches.match(key).then((cached) => cached ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith('/admin/assets/')) {
    // Hashed files never change: the copy when there is one, else the network (kept for next time).
    event.respondWith(
      caches.match(event.request).then(
        (cached) =>
          cached ??
          fetch(event.request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(event.request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
