import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, severeViolations, signIn } from "./helpers";

/**
 * Operations (issue 19, Admin): the health of the database, Redis and the worker; the queues with the link to the
 * queue board; the chart of requests and latency per minute (a real series: the test waits for a complete minute
 * with requests); the Database tab's statistics, sorted by a column. Axe scans in the light and the dark theme and
 * screenshots at 1440 and 390 px. Another role is refused the screen and its APIs.
 */

test.describe.configure({ timeout: 240_000 });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function scan(page: Page, name: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect(await severeViolations(page), `${name} ${colorScheme}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
  expect(await overflowing(page), `${name}: nothing wider than the screen`).toEqual([]);
}

/** Elements reaching past the screen's right edge that no scrolling box clips, and the page if it scrolls sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let p = element.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible" && p.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll("body *")].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !element.closest("svg") && !clipped(element);
    });
    const found = wide.map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute("class") ?? ""}`.slice(0, 120));
    if (document.documentElement.scrollWidth > width) found.unshift(`page ${document.documentElement.scrollWidth}px`);
    return found;
  });
}

/** Waits until a complete minute holds requests (the server started with this run), making some meanwhile. */
async function waitForSeries(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  await expect
    .poll(
      async () => {
        await request.get("/api/system/health");
        const res = await request.get("/api/system/metrics/requests", { headers });
        const minutes = (await res.json()).data.minutes as { requests: number }[];
        return minutes.reduce((sum, m) => sum + m.requests, 0);
      },
      { timeout: 100_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an Admin reads the platform's health, queues, request chart and database statistics", async ({
      page,
      request,
    }) => {
      const admin = await createUser(request, "Admin", {
        lastName: `Operations${viewport.width}`,
        settings: { theme: "auto" },
      });
      await waitForSeries(request, await apiToken(request, admin.email));

      await signIn(page, admin.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto("/operations");
      await expect(page.getByRole("heading", { level: 1, name: "Operations" })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole("tab", { name: "Health and metrics" })).toHaveAttribute("aria-selected", "true");

      const health = page.getByTestId("operations-health");
      await expect(health.getByTestId("health-database")).toContainText("Up");
      await expect(health.getByTestId("health-redis")).toContainText("Up");
      await expect(health.getByTestId("health-workers")).toContainText(/\d+ workers?/);
      await expect(health.getByTestId("health-workers").getByTestId("health-status")).toHaveText("Up");
      await expect(health.getByTestId("worker").first()).toContainText(/beat/);

      const queues = page.getByTestId("operations-queues");
      for (const name of [
        "Email",
        "Imports and exports",
        "Outbox and schedules",
        "Reports",
        "Maintenance",
        "Webhooks",
      ]) {
        await expect(queues.getByRole("row", { name: new RegExp(`^${name}`) })).toBeVisible();
      }
      await expect(queues.getByRole("link", { name: /Open the queue board/ })).toHaveAttribute("href", "/admin/queues");

      const metrics = page.getByTestId("operations-metrics");
      await expect(metrics.getByTestId("request-chart").locator("svg.recharts-surface")).toBeVisible({
        timeout: 30_000,
      });
      await expect(metrics.getByTestId("request-chart").locator(".recharts-bar-rectangle").first()).toBeAttached();
      const requests = metrics.getByTestId("metrics-summary").locator("dd").first();
      await expect(requests).not.toHaveText("0");
      await scan(page, `operations-health-${viewport.width}`);

      await page.getByRole("tab", { name: "Database" }).click();
      await expect(page).toHaveURL(/\?tab=database/);
      const database = page.getByTestId("operations-database");
      const tables = database.getByTestId("database-tables");
      await expect(tables.getByRole("cell", { name: "Vendor", exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(database.getByText("Row counts are PostgreSQL's estimates")).toBeVisible();
      await expect(database.getByTestId("database-connections")).toContainText(/\d+ of \d+ allowed/);
      await expect(database.getByTestId("database-indexes")).toContainText(/index/);
      await expect(database.getByTestId("database-statements")).toContainText("pg_stat_statements");

      // Sorting: by name A→Z puts "AuditLog"-like names before "Vendor"; a second click reverses.
      const nameHeader = tables.getByRole("columnheader", { name: "Table" });
      await nameHeader.getByRole("button").click();
      await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
      const firstAsc = await tables.locator("tbody tr").first().locator("td").first().innerText();
      await nameHeader.getByRole("button").click();
      await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
      const firstDesc = await tables.locator("tbody tr").first().locator("td").first().innerText();
      expect(firstAsc.localeCompare(firstDesc)).toBeLessThan(0);
      await scan(page, `operations-database-${viewport.width}`);
    });
  });
}

test("another role is refused the screen and its APIs", async ({ page, request }) => {
  const manager = await createUser(request, "Vendor Manager");
  const token = await apiToken(request, manager.email);
  for (const path of ["/api/system/metrics", "/api/system/database-stats", "/api/system/queues"]) {
    expect((await request.get(path, { headers: { authorization: `Bearer ${token}` } })).status(), path).toBe(403);
  }
  await signIn(page, manager.email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto("/operations");
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("operations-health")).toHaveCount(0);
});
