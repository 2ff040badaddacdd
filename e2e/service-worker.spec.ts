import { expect, type Page, test } from "@playwright/test";
import { createUser, signIn } from "./helpers";

/**
 * The service worker (001 §9 "Start-up"): registered from /sw.js once the page has loaded, it keeps the app's files,
 * so reloading a page without network still shows it; it never keeps the server's answers; and after a deploy the
 * page offers "A new version is available — Reload".
 */

/** Waits until the worker is active and keeps every file of the app this page has loaded. */
async function workerKeepsWhatThePageLoaded(page: Page) {
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const loaded = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
          .map((url) => url.pathname);
        const kept = new Set<string>();
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) kept.add(new URL(request.url).pathname);
        }
        return loaded.filter((path) => !kept.has(path));
      }),
    )
    .toEqual([]);
}

/** Every path the worker's caches hold. */
async function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

const PAGES = [
  { path: "/", shown: (page: Page) => page.getByRole("heading", { level: 1 }) },
  { path: "/login", shown: (page: Page) => page.getByRole("button", { name: "Sign In" }) },
];

for (const { path, shown } of PAGES) {
  test(`${path}: once the service worker is active, reloading without network still shows the page`, async ({
    page,
    context,
  }) => {
    await page.goto(path);
    await expect(shown(page)).toBeVisible();
    await workerKeepsWhatThePageLoaded(page);

    await context.setOffline(true);
    await page.reload();
    await expect(shown(page)).toBeVisible();
    await context.setOffline(false);
  });
}

test("the worker keeps the app's files, never the server's answers", async ({ page, request }) => {
  const user = await createUser(request, "Vendor Manager");
  await signIn(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/vendor-management");
  await expect(page.getByRole("heading", { name: /vendor/i }).first()).toBeVisible();
  await workerKeepsWhatThePageLoaded(page);
  const kept = await keptPaths(page);
  expect(kept).toContain("/index.html");
  expect(kept.filter((path) => /^\/(api|trpc|admin\/queues)(\/|$)/.test(path))).toEqual([]);
});

test("when a new version of the worker arrives, the page offers it and Reload switches to it", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await workerKeepsWhatThePageLoaded(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""))
    .toMatch(/\/sw\.js$/);

  // A deploy gives /sw.js new contents; the browser's own fetch of it cannot be changed from a test without changing
  // the file for every test sharing the server. A new script URL for the same registration is an update too.
  await page.evaluate(async () => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    await navigator.serviceWorker.register("/sw.js?next-build");
  });

  const offer = page.getByRole("listitem").filter({ hasText: "A new version is available" });
  await expect(offer).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await offer.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  expect(await page.evaluate(() => "beforeUpdate" in window)).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?next-build$/);
});
