import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * Notifications (issue 12): a KPI breach one Vendor Manager records reaches another as an unread notification. The
 * bell shows its dot and says how many are unread, opens the newest with the unread ones marked, and leads to the
 * vendor's record (marking the notification read); the Notification Center shows the counts, filters in the URL and
 * marks all read, after which the dot is gone. At 1440 and 390 px, with an axe scan of the page and the open bell.
 */

// Two sign-ins, two axe scans in each theme and a full-page screenshot per test: more than the default minute.
test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

type Stats = { total: number; unread: number; critical: number; today: number };

async function createVendor(request: APIRequestContext, name: string): Promise<string> {
  const token = await apiToken(request, demoEmail("Admin"));
  const created = await request.post("/api/vendors", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, legalName: `${name} Limited`, currency: "EUR", country: "DE" },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id;
}

/** A KPI breach recorded over REST by the given account (yesterday, so it is never after the organisation's today). */
async function recordBreach(
  request: APIRequestContext,
  email: string,
  vendorId: string,
  kpi: string,
  severity: string,
) {
  const token = await apiToken(request, email);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const breach = await request.post("/api/kpi-breaches", {
    headers: { authorization: `Bearer ${token}` },
    data: { vendorId, kpi, threshold: "99.9", actual: "97.5", unit: "%", severity, occurredAt: yesterday },
  });
  expect(breach.status(), await breach.text()).toBe(201);
}

async function statsOf(request: APIRequestContext, email: string): Promise<Stats> {
  const token = await apiToken(request, email);
  const answer = await request.get("/api/notifications/stats", { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

/** Elements wider than the screen that no scrolling or clipping box holds. */
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

async function statValue(page: Page, key: keyof Stats): Promise<number> {
  const text = await page.getByTestId(`notification-stat-${key}`).getByTestId("stat-value").innerText();
  return Number(text.replace(/\D/g, ""));
}

/** A screenshot in the light and the dark theme (the account's theme is "auto"), in the test's output folder. */
async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect(await severeViolations(page), `${name} ${colorScheme}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), ...options });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a KPI breach reaches another Vendor Manager: bell, record, Notification Center, mark all read", async ({
      page,
      request,
    }) => {
      const stamp = `${Date.now()}-${viewport.width}`;
      const vendorName = `Brandenburg Clearing Services ${stamp}`;
      // The reader exists before the breach: notifications go to the people there are when it happens.
      // Theme "auto" follows the browser's colour scheme: the screenshots are taken light and dark.
      const reader = await createUser(request, "Vendor Manager", {
        firstName: "Nora",
        lastName: "Reader",
        settings: { theme: "auto" },
      });
      const recorder = await createUser(request, "Vendor Manager", { firstName: "Ravi", lastName: "Recorder" });
      const vendorId = await createVendor(request, vendorName);
      await recordBreach(request, recorder.email, vendorId, "Settlement file delivered by 06:00", "critical");
      await recordBreach(request, recorder.email, vendorId, "Service desk answered within 2 hours", "medium");
      await expect.poll(async () => (await statsOf(request, reader.email)).unread).toBeGreaterThanOrEqual(2);

      await signIn(page, reader.email);
      await page.waitForURL(/\/dashboard/);

      // The bell: a dot, and a name that says how many are unread.
      const bell = page.getByTestId("notifications-bell");
      await expect(page.getByTestId("notifications-dot")).toBeVisible();
      await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);

      // Opened from the keyboard: the newest five, this vendor's unread ones marked.
      await bell.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      const mine = menu.getByTestId("bell-notification").filter({ hasText: vendorName });
      await expect(mine.first()).toBeVisible();
      expect(await menu.getByTestId("bell-notification").count()).toBeLessThanOrEqual(5);
      await expect(mine.first()).toHaveAttribute("data-status", "unread");
      await expect(mine.first()).toContainText("Unread");
      await expect(menu.getByRole("menuitem", { name: "Mark all read" })).toBeEnabled();
      await expect(menu.getByRole("menuitem", { name: "Open the Notification Center" })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      await shoot(page, `bell-en-${viewport.width}`);

      // Opening it marks it read and lands on the vendor's record.
      await mine.first().click();
      await expect(page).toHaveURL(new RegExp(`/vendor-management\\?vendor=${vendorId}`));
      await expect(page.getByRole("dialog", { name: vendorName })).toBeVisible();

      // The Notification Center: breadcrumb, the four counts as the server counts them, the list.
      await page.goto("/notifications");
      await expect(page.getByRole("heading", { level: 1, name: "Notification Center" })).toBeVisible();
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
      await expect(breadcrumb.getByText("System Notifications")).toHaveAttribute("aria-current", "page");
      const rows = page.getByTestId("notification-row").filter({ hasText: vendorName });
      await expect(rows).toHaveCount(2);
      await expect(
        page.locator('[data-testid="notification-row"][data-status="read"]').filter({ hasText: vendorName }),
      ).toHaveCount(1);
      const unreadRow = page
        .locator('[data-testid="notification-row"][data-status="unread"]')
        .filter({ hasText: vendorName });
      await expect(unreadRow).toHaveCount(1);
      await expect(unreadRow.getByText("Unread", { exact: true })).toBeAttached();
      await expect(unreadRow.locator("time")).toHaveAttribute("title", /\d/);
      await expect(unreadRow.getByRole("link")).toHaveAttribute("href", `/vendor-management?vendor=${vendorId}`);

      // The cards show what the server counts. Other tests' breaches may reach this Vendor Manager meanwhile: a
      // count that moved between the two reads is read again after a reload.
      await expect
        .poll(async () => {
          const stats = await statsOf(request, reader.email);
          const shown: Stats = {
            total: await statValue(page, "total"),
            unread: await statValue(page, "unread"),
            critical: await statValue(page, "critical"),
            today: await statValue(page, "today"),
          };
          const same = JSON.stringify(shown) === JSON.stringify(stats);
          if (!same) await page.reload();
          return same && stats.unread >= 1 && stats.critical >= 1;
        })
        .toBe(true);
      expect(await severeViolations(page)).toEqual([]);
      expect(await overflowing(page)).toEqual([]);
      await shoot(page, `center-en-${viewport.width}`, { fullPage: true });

      // Filters live in the URL: unread only, then critical; Back returns to the previous view.
      await page.getByLabel("Status").selectOption("unread");
      await expect(page).toHaveURL(/status=unread/);
      await expect(page.getByTestId("notification-row").filter({ hasText: vendorName })).toHaveCount(1);
      await page.getByLabel("Priority").selectOption("critical");
      await expect(page).toHaveURL(/status=unread&priority=critical/);
      await page.goBack();
      await expect(page.getByLabel("Priority")).toHaveValue("");
      await expect(page.getByLabel("Status")).toHaveValue("unread");

      // Mark all read, with its count; then nothing is unread, the button is off and the dot is gone.
      const markAll = page.getByTestId("mark-all-read");
      await expect(markAll).toHaveText(/^Mark all read \(\d+\)$/);
      await markAll.click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: /marked read/ })).toBeVisible();
      await expect.poll(() => statValue(page, "unread")).toBe(0);
      await expect(markAll).toBeDisabled();
      await expect(markAll).toHaveText("Mark all read");
      await expect(page.getByTestId("notifications-empty")).toHaveText("No notifications match these filters.");
      await expect(page.getByTestId("notifications-dot")).toHaveCount(0);
      await expect(bell).toHaveAccessibleName("Notifications");

      // Cleared filters show them all again, read.
      await page.getByRole("button", { name: "Clear filters" }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(
        page.locator('[data-testid="notification-row"][data-status="read"]').filter({ hasText: vendorName }),
      ).toHaveCount(2);
    });

    test("in German: the bell and the Notification Center in the user's language, nothing wider than the screen", async ({
      page,
      request,
    }) => {
      const vendorName = `Rheinland Verwahrstelle ${Date.now()}-${viewport.width}`;
      const reader = await createUser(request, "Vendor Manager", {
        firstName: "Greta",
        lastName: "Leserin",
        settings: { language: "de", theme: "auto" },
      });
      const recorder = await createUser(request, "Vendor Manager");
      const vendorId = await createVendor(request, vendorName);
      await recordBreach(request, recorder.email, vendorId, "Abwicklungsdatei bis 06:00 geliefert", "critical");
      await expect.poll(async () => (await statsOf(request, reader.email)).unread).toBeGreaterThanOrEqual(1);

      await signIn(page, reader.email);
      await page.waitForURL(/\/dashboard/);
      const bell = page.getByTestId("notifications-bell");
      await expect(bell).toHaveAccessibleName(/^Benachrichtigungen, \d+ ungelesen$/);
      await bell.click();
      const menu = page.getByRole("menu");
      await expect(menu.getByTestId("bell-notification").filter({ hasText: vendorName }).first()).toContainText(
        "Ungelesen",
      );
      await expect(menu.getByRole("menuitem", { name: "Alle als gelesen markieren" })).toBeEnabled();
      await expect(menu.getByRole("menuitem", { name: "Benachrichtigungszentrale öffnen" })).toBeVisible();
      await shoot(page, `bell-de-${viewport.width}`);
      await menu.getByRole("menuitem", { name: "Benachrichtigungszentrale öffnen" }).click();

      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByRole("heading", { level: 1, name: "Benachrichtigungszentrale" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Brotkrumennavigation" })).toContainText(
        "Systembenachrichtigungen",
      );
      for (const label of [
        "Benachrichtigungen gesamt",
        "Ungelesen",
        "Kritische Warnungen",
        "Heutige Benachrichtigungen",
      ]) {
        await expect(page.getByRole("list", { name: "Anzahl der Benachrichtigungen" })).toContainText(label);
      }
      const row = page.getByTestId("notification-row").filter({ hasText: vendorName }).first();
      await expect(row).toContainText("Kritisch");
      await expect(row).toContainText("KPI");
      await expect(page.getByTestId("mark-all-read")).toHaveText(/^Alle als gelesen markieren \(\d+\)$/);
      expect(await overflowing(page)).toEqual([]);
      await shoot(page, `center-de-${viewport.width}`, { fullPage: true });
    });
  });
}
