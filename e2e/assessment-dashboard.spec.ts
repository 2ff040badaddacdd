import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * The Risk Assessment Centre's Dashboard view over one vendor's assessments (the vendor filter keeps the figures
 * apart from other tests' data): the counts by overall risk and status, the domain averages, the heat map and the
 * reviews due, each read from the charts' text alternatives; the heat map's vendor opens the assessment and closing
 * it returns to the dashboard. At 1440 and 390 px, with accessibility scans in the light and dark themes.
 */

const SCORES = {
  vendorFinancialResilience: 9,
  itBusinessContinuity: 7,
  complianceLegal: 4,
  tprmSubcontracting: 1,
  concentrationSystem: 5,
  reputationalStrategic: 3,
  exitStrategyTermination: 6,
  countryGeopolitical: 2,
  esgAndAML: 8,
} as const;

const isoDay = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

/**
 * A vendor with three assessments: one submitted (weighted score 5.25, Medium; next review in 10 days), one in
 * progress (two domains, 4.00, Medium), one draft (Not rated).
 */
async function seed(request: APIRequestContext, assessorEmail: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
  const vendor = `Charted Vendor ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const created = await request.post("/api/vendors", { headers, data: { name: vendor, country: "FR" } });
  expect(created.status()).toBe(201);
  const vendorId: string = (await created.json()).data.id;
  const me = await request.get("/api/auth/me", {
    headers: { authorization: `Bearer ${await apiToken(request, assessorEmail)}` },
  });
  const leadAssessorId: string = (await me.json()).data.user.id;
  const post = async (data: Record<string, unknown>): Promise<string> => {
    const answer = await request.post("/api/risk-assessments", {
      headers,
      data: { vendorId, leadAssessorId, ...data },
    });
    expect(answer.status()).toBe(201);
    return (await answer.json()).data.id;
  };
  const domains = Object.fromEntries(Object.entries(SCORES).map(([d, score]) => [d, { score }]));
  const completed = await post({ assessmentDate: isoDay(-30), nextReviewDate: isoDay(10), domains });
  const submitted = await request.post(`/api/risk-assessments/${completed}/submit`, { headers, data: {} });
  expect(submitted.status()).toBe(200);
  await post({
    assessmentDate: isoDay(-5),
    domains: { vendorFinancialResilience: { score: 5 }, itBusinessContinuity: { score: 3 } },
  });
  await post({ assessmentDate: isoDay(-1) });
  return { vendor, vendorId, completed };
}

/** A row of a chart's figures (the table screen readers get), by its first cell. */
const figureRow = (page: Page, chart: string, name: string | RegExp) =>
  page.getByTestId(chart).getByTestId("chart-figures").getByRole("row", { name });

async function scan(page: Page, name: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect(await severeViolations(page), `${name} ${colorScheme}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

for (const viewport of [
  { width: 1440, height: 1000 },
  { width: 390, height: 844 },
]) {
  test(`the dashboard view draws one vendor's assessments at ${viewport.width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const manager = await createUser(request, "Risk Manager", { settings: { theme: "auto" } });
    const { vendor, vendorId, completed } = await seed(request, manager.email);
    await signIn(page, manager.email);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`/risk-assessment?view=dashboard&vendor=${vendorId}`);

    const byRisk = page.getByTestId("chart-by-risk");
    await expect(byRisk.getByTestId("risk-medium")).toContainText("2 (67%)");
    await expect(byRisk.getByTestId("risk-notRated")).toContainText("1 (33%)");
    await expect(byRisk.getByTestId("risk-critical")).toContainText("0 (0%)");
    for (const status of ["Draft", "In Progress", "Completed"])
      await expect(figureRow(page, "chart-by-status", status)).toContainText("1 (33%)");

    await expect(figureRow(page, "chart-by-domain", /Vendor financial resilience \(15%\)/)).toContainText("7.00High2");
    await expect(figureRow(page, "chart-by-domain", /IT & business continuity \(15%\)/)).toContainText("5.00Medium2");
    await expect(figureRow(page, "chart-by-domain", /ESG & AML \(5%\)/)).toContainText("8.00Critical1");
    await expect(figureRow(page, "chart-reviews-due", "0–30 days")).toContainText("1");
    await expect(figureRow(page, "chart-reviews-due", "Overdue")).toContainText("0");

    const rows = page.getByTestId("heat-map-row");
    await expect(rows).toHaveCount(1);
    const cells = rows.first().locator("td [data-level]");
    await expect(cells).toHaveText(Object.values(SCORES).map((s) => new RegExp(`^${s}`)));
    await expect(cells.first()).toHaveAttribute("data-level", "critical");
    await expect(cells.nth(3)).toHaveAttribute("data-level", "low");
    await expect(page.locator("svg .recharts-bar-rectangle").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await scan(page, `dashboard-${viewport.width}`);

    // The vendor's name opens its assessment over the dashboard, which is still there once the detail closes.
    await rows.first().getByRole("link", { name: vendor }).click();
    await expect(page).toHaveURL(new RegExp(`view=dashboard.*assessment=${completed}`));
    await expect(page.getByRole("dialog")).toContainText(vendor);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(/view=dashboard/);
    await expect(page.getByTestId("chart-heat-map")).toBeVisible();
  });
}
