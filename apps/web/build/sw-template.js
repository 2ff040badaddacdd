// The app's service worker. apps/web/build/service-worker.ts writes it to dist/sw.js, preceded by this build's
// `const BUILD = { version, shell, assets }` (the files of the build, paths from the site's root).
//
// - Install: keep the app shell of this build (index.html, the entry script and its imports, the styles).
// - Pages (navigations): network first; without an answer (offline, or none within 5 s), this build's index.html,
//   so a reload on a bad connection still shows the app.
// - This build's files (hashed /assets/*, /theme-init.js, ...): cache first, kept as they are fetched; a page also
//   sends the files it loaded before this worker took over (CACHE_URLS).
// - The server's own paths (/api, /trpc, /admin/queues) and other origins: never answered or kept here.
// - A new build waits until the page asks it to take over (SKIP_WAITING, the "Reload" of the new-version toast);
//   on activation the caches of older builds are deleted.
/* global BUILD */

const CACHE = `tprm-app-${BUILD.version}`;
const FILES = new Set(BUILD.assets);
const SERVER_PATHS = /^\/(api|trpc|admin\/queues)(\/|$)/;
const PAGE_TIMEOUT_MS = 5000;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(BUILD.shell)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const message = event.data ?? {};
  if (message.type === "SKIP_WAITING") self.skipWaiting();
  if (message.type === "CACHE_URLS" && Array.isArray(message.urls)) event.waitUntil(keep(message.urls));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || SERVER_PATHS.test(url.pathname)) return;
  if (request.mode === "navigate") event.respondWith(page(request));
  else if (FILES.has(url.pathname)) event.respondWith(file(event, url.pathname));
});

/** Network first; this build's index.html when the network fails or is too slow. */
async function page(request) {
  const network = fetch(request);
  network.catch(() => undefined); // failing after the shell was shown is no error
  let timer;
  const tooSlow = new Promise((resolve) => {
    timer = setTimeout(resolve, PAGE_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([network, tooSlow]);
    if (answer) return answer;
  } catch {
    // offline: the cached shell below
  } finally {
    clearTimeout(timer);
  }
  const shell = await caches.match("/index.html", { cacheName: CACHE });
  return shell ?? network;
}

/**
 * Whether an answer may be kept as this build's file: a success, and not the server's page fallback (index.html,
 * which the server sends for a path it does not know, e.g. a script removed by a deploy) kept under a script's name.
 */
function keepable(path, response) {
  if (!response.ok) return false;
  return path.endsWith(".html") || !(response.headers.get("content-type") ?? "").includes("text/html");
}

/** Cache first; a file fetched from the network is kept for next time (after it has been handed to the page). */
async function file(event, path) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(path);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (keepable(path, response)) event.waitUntil(cache.put(path, response.clone()));
  return response;
}

/** Keeps this build's files among the given URLs (what a page loaded before this worker controlled it). */
async function keep(urls) {
  const cache = await caches.open(CACHE);
  const paths = new Set();
  for (const href of urls) {
    const url = new URL(href, self.location.origin);
    if (url.origin === self.location.origin && FILES.has(url.pathname)) paths.add(url.pathname);
  }
  await Promise.all(
    [...paths].map(async (path) => {
      if (await cache.match(path)) return;
      const response = await fetch(path).catch(() => null);
      if (response && keepable(path, response)) await cache.put(path, response);
    }),
  );
}
