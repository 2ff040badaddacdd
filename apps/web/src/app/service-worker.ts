/**
 * The service worker (001 §9 "Start-up"): /sw.js, written by the production build (build/service-worker.ts), is
 * registered once the page has loaded. It keeps the app's files so a reload without network still shows the app,
 * and when a new version has been deployed the page offers to reload into it (update-prompt.ts). Nothing is
 * registered by the dev server, which has no /sw.js.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  if (document.readyState === "complete") void start();
  else window.addEventListener("load", () => void start(), { once: true });
}

async function start() {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register("/sw.js");
  } catch {
    return; // e.g. storage disabled: the app works without it
  }
  // What this page loads before the worker controls it is kept too (from then on, files pass through the worker),
  // so reloading this page offline works.
  const observer = new PerformanceObserver((list) => {
    const urls = list
      .getEntries()
      .map((entry) => entry.name)
      .filter(isAppFile);
    if (urls.length > 0) {
      void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: "CACHE_URLS", urls }));
    }
  });
  observer.observe({ type: "resource", buffered: true });
  const stopSoon = () => setTimeout(() => observer.disconnect(), 10_000);
  if (navigator.serviceWorker.controller) stopSoon();
  else navigator.serviceWorker.addEventListener("controllerchange", stopSoon, { once: true });

  // A new version is waiting while an older one controls this page: offer it. (The first install has no controller.)
  const offer = (worker: ServiceWorker) => void import("./update-prompt").then((prompt) => prompt.offerUpdate(worker));
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
    });
  });
  // The browser looks for a new /sw.js on navigations; a tab left open looks again when it comes back to the front.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => undefined);
  });
}

/** A file of the app (not the server's answers, not another site's): what the worker may keep. */
function isAppFile(href: string): boolean {
  const url = new URL(href);
  return url.origin === window.location.origin && !/^\/(api|trpc|admin\/queues)(\/|$)/.test(url.pathname);
}
