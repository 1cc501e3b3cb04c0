// The service worker (built to dist/client/sw.js by serviceWorker.ts, which fills in the two
// placeholders). It keeps the app shell and the built files so the installed app opens at once,
// and it never touches /api/: no API answer, token or live data is ever stored or served here.
const VERSION = "__BUILD_VERSION__";
/** The shell: "/", the entry script with its static imports, the stylesheet, icons. */
const PRECACHE = JSON.parse("__PRECACHE__");
const CACHE = `planning-poker-${VERSION}`;

/** Whether this worker may answer the request at all: same-origin GETs outside /api/. */
function handles(request) {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  return url.origin === self.location.origin && url.pathname !== "/api" && !url.pathname.startsWith("/api/");
}

self.addEventListener("install", (event) => {
  // No skipWaiting here: a new version waits until the page's update prompt says "Reload".
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("planning-poker-") && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (!handles(request)) return;
  const url = new URL(request.url);
  if (request.mode === "navigate") {
    // Pages come from the server (per-route meta tags, the newest shell); the cached shell when offline.
    event.respondWith(fetch(request).catch(() => caches.match("/", { cacheName: CACHE }).then((shell) => shell ?? Response.error())));
    return;
  }
  if (url.pathname.startsWith("/assets/") || PRECACHE.includes(url.pathname)) {
    // Hashed files never change under one name: the cached copy is the right one.
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok && url.pathname.startsWith("/assets/")) await cache.put(request, response.clone());
        return response;
      }),
    );
  }
});
