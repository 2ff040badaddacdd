import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * Analytics (/analytics, a view of reports; docs/ANALYTICS.md): a Risk Manager reads the four tabs. The figures are
 * the whole register's, so the test compares the screen with GET /api/analytics/* and follows data of its own: a
 * vendor invoiced in a currency no other test uses (Icelandic króna), found in the financial tab's spend by vendor,
 * in its table view and its CSV. Accessibility scans and screenshots at 1440 and 390 px, light and dark.
 */

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function seed(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
  const name = `Analytics Krona Vendor ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const vendor = await request.post("/api/vendors", { headers, data: { name, country: "IS", currency: "ISK" } });
  expect(vendor.status()).toBe(201);
  const vendorId: string = (await vendor.json()).data.id;
  const invoice = await request.post("/api/invoices", {
    headers,
    data: { vendorId, number: `AN-${Date.now()}`, amount: "1234.50", issueDate: isoDay(0), dueDate: isoDay(30) },
  });
  expect(invoice.status()).toBe(201);
  return { name };
}

async function scan(page: Page, name: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect(await severeViolations(page), `${name} ${colorScheme}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { width: 1440, height: 1000 },
  { width: 390, height: 844 },
]) {
  test(`a Risk Manager reads the analytics, a chart as a table and its CSV at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const { name } = await seed(request);
    const manager = await createUser(request, "Risk Manager", { settings: { theme: "auto" } });
    const token = await apiToken(request, manager.email);
    const figures = async (path: string) =>
      (await (await request.get(`/api/analytics/${path}`, { headers: { authorization: `Bearer ${token}` } })).json())
        .data;
    await signIn(page, manager.email);
    await page.waitForURL(/\/dashboard/);
    await page.goto("/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();

    // Vendors: the tiles and the status chart's table are the endpoint's figures.
    const vendors = await figures("vendors");
    await expect(page.getByTestId("tile-vendors-total")).toContainText(vendors.total.toLocaleString("en-US"));
    const byStatus = page.getByTestId("figure-vendors-by-status");
    await byStatus.getByRole("button", { name: "Table" }).click();
    const table = byStatus.getByTestId("figures-table");
    await expect(table.getByRole("row")).toHaveCount(6);
    const active = vendors.byStatus.find((s: { status: string }) => s.status === "active").count;
    await expect(table.getByRole("row", { name: /^Active/ })).toContainText(active.toLocaleString("en-US"));
    await expect(page.locator('[data-testid^="figure-vendors-spend-"]')).toBeVisible();
    // The risk chart is drawn (five bars, some of them zero high).
    await expect(page.getByTestId("figure-vendors-by-risk").locator("svg .recharts-bar-rectangle")).toHaveCount(5);
    await noSidewaysScroll(page, viewport.width);
    await scan(page, `analytics-vendors-${viewport.width}`);

    // Risk: nine domains in the by-domain table.
    await page.getByRole("tab", { name: "Risk" }).click();
    await expect(page).toHaveURL(/tab=risk/);
    const byDomain = page.getByTestId("figure-risk-by-domain");
    await expect(byDomain).toBeVisible();
    const risk = await figures("risk");
    await expect(page.getByTestId("tile-risk-assessed")).toContainText(risk.assessed.toLocaleString("en-US"));
    if (risk.assessed > 0) {
      await byDomain.getByRole("button", { name: "Table" }).click();
      await expect(byDomain.getByTestId("figures-table").getByRole("row")).toHaveCount(10);
    }
    await expect(page.getByTestId("figure-risk-over-time")).toBeVisible();

    // Compliance: the tiles and the cards.
    await page.getByRole("tab", { name: "Compliance" }).click();
    const compliance = await figures("compliance");
    await expect(page.getByTestId("tile-gaps")).toContainText(compliance.gaps.total.toLocaleString("en-US"));
    await expect(page.getByTestId("figure-policies-by-status")).toBeVisible();
    await expect(page.getByTestId("figure-gaps-vendor-assessments")).toBeVisible();
    await noSidewaysScroll(page, viewport.width);
    await scan(page, `analytics-compliance-${viewport.width}`);

    // Financial: in króna, the vendor this test invoiced, in the table and in the CSV download.
    await page.getByRole("tab", { name: "Financial" }).click();
    // The currency choice shows when invoices in several currencies were issued (other tests' data may add some).
    await expect(page.getByTestId("tile-invoiced")).toBeVisible();
    const currency = page.getByRole("combobox", { name: "Currency" });
    if ((await currency.count()) > 0) await currency.selectOption("ISK");
    const byVendor = page.getByTestId("figure-spend-by-vendor-isk");
    await byVendor.getByRole("button", { name: "Table" }).click();
    await expect(byVendor.getByTestId("figures-table").getByRole("row", { name: new RegExp(name) })).toContainText(
      "1,234.50",
    );
    const downloading = page.waitForEvent("download");
    await byVendor.getByRole("button", { name: /^Download CSV/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^analytics-spend-by-vendor-isk-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("\uFEFFVendor,Currency,Invoices,Amount");
    expect(csv).toContain(`${name},ISK,1,1234.50`);
    await expect(page.getByTestId("figure-invoice-exceptions")).toBeVisible();
    await noSidewaysScroll(page, viewport.width);
    await scan(page, `analytics-financial-${viewport.width}`);
  });
}
