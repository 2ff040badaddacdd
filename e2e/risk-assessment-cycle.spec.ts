import { expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, PASSWORD, severeViolations, signIn } from "./helpers";

/**
 * Issue 13's cycle, end to end in the browser: a Risk Manager creates an assessment in the form, scores the nine
 * domains (the Summary tab weighs them live), submits it, sees the vendor's risk rating change and the Dashboard
 * view count it; a Finance user has the stakeholder notification and is refused the centre itself.
 */

/** Scores giving a weighted 6.95 (High): 0.15×9 + 0.15×8 + 0.15×7 + 0.10×6 + 0.15×8 + 0.10×5 + 0.10×7 + 0.05×4 + 0.05×3. */
const SCORES: [string, number][] = [
  ["Financial", 9],
  ["IT & continuity", 8],
  ["Compliance", 7],
  ["Subcontracting", 6],
  ["Concentration", 8],
  ["Reputation", 5],
  ["Exit", 7],
  ["Country", 4],
  ["ESG & AML", 3],
];

async function chooseIn(page: Page, picker: string, search: string, option: string) {
  const box = page.getByTestId(picker);
  await box.getByRole("searchbox").or(box.getByRole("textbox")).first().fill(search);
  await box.getByRole("radio", { name: new RegExp(option) }).check();
}

test("a Risk Manager runs an assessment cycle; the vendor's rating, the dashboard and the stakeholders follow", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const manager = await createUser(request, "Risk Manager", { lastName: `Cycle${unique}` });
  const finance = await createUser(request, "Finance", { lastName: `Stake${unique}` });
  const admin = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
  const vendor = `Cycle Vendor ${unique}`;
  const created = await request.post("/api/vendors", { headers: admin, data: { name: vendor, country: "GB" } });
  expect(created.status()).toBe(201);
  const vendorId: string = (await created.json()).data.id;
  const rated = await request.put(`/api/vendors/${vendorId}`, { headers: admin, data: { riskRating: "low" } });
  expect(rated.status()).toBe(200);

  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);

  // Before: the vendor is rated Low and has no assessment on the dashboard.
  await page.goto(`/risk-assessment?view=dashboard&vendor=${vendorId}`);
  await expect(page.getByTestId("dashboard-empty")).toBeVisible();

  // The form: vendor and lead assessor first, then the nine domains; the summary weighs them as they are chosen.
  await page.goto("/risk-assessment");
  await page.getByRole("button", { name: "New Assessment" }).first().click();
  const form = page.getByTestId("assessment-form-dialog");
  await expect(form).toBeVisible();
  await chooseIn(page, "assessment-vendor-picker", vendor, vendor);
  await chooseIn(page, "assessment-lead-picker", `Cycle${unique}`, `Cycle${unique}`);
  for (const [domain, score] of SCORES) {
    await form.getByRole("tab", { name: new RegExp(`^${domain}`) }).click();
    const panel = form.getByRole("tabpanel");
    await panel.getByRole("radio", { name: String(score), exact: true }).check();
    await panel.getByRole("textbox", { name: /Notes/ }).fill(`${domain}: evidence reviewed, score ${score}.`);
  }
  await form.getByRole("tab", { name: /^Summary/ }).click();
  const summary = form.getByRole("tabpanel");
  await expect(summary).toContainText("6.95");
  await expect(summary).toContainText("High");
  await expect(summary).toContainText("100");
  expect(await severeViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Create assessment" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(new RegExp(`Assessment RA-\\d{4}-\\d{4,} created for ${vendor}`))).toBeVisible();

  // The card: In Progress, all nine domains, High; submitting completes it and rates the vendor.
  await page.goto(`/risk-assessment?q=${encodeURIComponent(vendor)}`);
  const card = page.getByTestId("assessment-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("assessment-status")).toContainText("In Progress");
  await expect(card.getByTestId("assessment-progress")).toHaveAttribute("data-colour", "green");
  await expect(card.getByTestId("assessment-risk")).toContainText("High");
  await card.getByTestId("assessment-open").click();
  const detail = page.getByTestId("assessment-detail");
  const reference = (await detail.getByTestId("detail-reference").textContent())?.trim() ?? "";
  expect(reference).toMatch(/^RA-\d{4}-\d{4,}$/);
  await expect(detail.getByTestId("detail-domain")).toHaveCount(9);
  await detail.getByRole("button", { name: "Submit" }).click();
  await detail.getByTestId("submit-panel").getByRole("button", { name: "Submit assessment" }).click();
  await expect(page.getByText(`${reference} submitted`)).toBeVisible();
  await expect(detail.getByTestId("detail-facts").getByTestId("assessment-status")).toContainText("Completed");
  await expect(detail.getByTestId("detail-vendor-rating")).toContainText("High");
  await page.keyboard.press("Escape");

  // The vendor's record shows the new rating and the assessment.
  await page.goto(`/vendor-management?vendor=${vendorId}`);
  const record = page.getByTestId("vendor-detail");
  await expect(record.getByTestId("vendor-risk").first()).toContainText("High");

  // The Dashboard view counts it: one completed, High, in the heat map.
  await page.goto(`/risk-assessment?view=dashboard&vendor=${vendorId}`);
  await expect(page.getByTestId("chart-by-risk").getByTestId("risk-high")).toContainText("1 (100%)");
  await expect(
    page.getByTestId("chart-by-status").getByTestId("chart-figures").getByRole("row", { name: "Completed" }),
  ).toContainText("1 (100%)");
  await expect(page.getByTestId("heat-map-row")).toHaveCount(1);
  await expect(page.getByTestId("heat-map-row").first()).toContainText(vendor);

  // Finance is among the six stakeholder groups (medium priority) …
  const financeHeaders = { authorization: `Bearer ${await apiToken(request, finance.email, PASSWORD)}` };
  const inbox = await request.get("/api/notifications?limit=50", { headers: financeHeaders });
  expect(inbox.status()).toBe(200);
  const notices = (
    (await inbox.json()).data as { title: string; message: string; priority: string; type: string }[]
  ).filter((n) => `${n.title} ${n.message}`.includes(reference));
  expect(notices).toHaveLength(1);
  expect(notices[0]).toMatchObject({ type: "assessment", priority: "medium" });

  // … but may not open the centre.
  await page.context().clearCookies();
  await signIn(page, finance.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/risk-assessment");
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByTestId("assessment-card")).toHaveCount(0);
});
