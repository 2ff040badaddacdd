import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * The Risk Assessment Centre's main path: the cards with their progress colours, filters kept in the URL, the
 * filtered empty state, the detail dialog opened from a card and from a link (?assessment=<id>), submitting, and
 * the grid in one column on a phone; accessibility scans of the grid and the detail.
 */

const DOMAINS = [
  "vendorFinancialResilience",
  "itBusinessContinuity",
  "complianceLegal",
  "tprmSubcontracting",
  "concentrationSystem",
  "reputationalStrategic",
  "exitStrategyTermination",
  "countryGeopolitical",
  "esgAndAML",
] as const;

interface Fixture {
  vendor: string;
  complete: { id: string; reference: string };
  draft: { id: string; reference: string };
}

/** A vendor with two assessments led by `assessorEmail`: one with all nine domains scored (8 each), one draft. */
async function seed(request: APIRequestContext, assessorEmail: string): Promise<Fixture> {
  const headers = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
  const vendor = `Assessed Vendor ${Date.now()}`;
  const created = await request.post("/api/vendors", { headers, data: { name: vendor, country: "DE" } });
  expect(created.status()).toBe(201);
  const vendorId = (await created.json()).data.id;
  const me = await request.get("/api/auth/me", {
    headers: { authorization: `Bearer ${await apiToken(request, assessorEmail)}` },
  });
  const leadAssessorId = (await me.json()).data.user.id;
  const domains = Object.fromEntries(DOMAINS.map((d) => [d, { score: 8, notes: `Findings on ${d}` }]));
  const post = async (data: Record<string, unknown>) => {
    const answer = await request.post("/api/risk-assessments", {
      headers,
      data: { vendorId, leadAssessorId, ...data },
    });
    expect(answer.status()).toBe(201);
    const { id, reference } = (await answer.json()).data;
    return { id, reference };
  };
  const complete = await post({ type: "periodic_review", assessmentDate: "2026-01-15", domains });
  const draft = await post({ type: "initial", assessmentDate: "2026-02-01" });
  return { vendor, complete, draft };
}

async function openCentre(page: Page, email: string, query: string) {
  await signIn(page, email);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`/risk-assessment?${query}`);
}

test("a Risk Manager filters the cards, opens one, submits it and reaches another by link", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const manager = await createUser(request, "Risk Manager");
  const { vendor, complete, draft } = await seed(request, manager.email);
  await openCentre(page, manager.email, `q=${encodeURIComponent(vendor)}`);

  await expect(page.getByRole("heading", { level: 1, name: "Risk Assessment Centre" })).toBeVisible();
  await expect(page.getByTestId("assessment-total")).toContainText(/\d+ assessments?/);
  await expect(page.getByRole("button", { name: "New Assessment" })).toBeVisible();

  const cards = page.getByTestId("assessment-card");
  await expect(cards).toHaveCount(2);
  const full = cards.filter({ hasText: complete.reference });
  const empty = cards.filter({ hasText: draft.reference });
  await expect(full.getByTestId("assessment-progress")).toHaveAttribute("data-colour", "green");
  await expect(full.getByTestId("progress-percent")).toHaveText("100 %");
  await expect(full.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(full.getByTestId("assessment-risk")).toContainText("Critical");
  await expect(full.getByTestId("assessment-score")).toHaveText("8 / 10");
  await expect(empty.getByTestId("assessment-progress")).toHaveAttribute("data-colour", "red");
  await expect(empty.getByTestId("assessment-status")).toContainText("Draft");
  expect(await severeViolations(page)).toEqual([]);

  // Filters live in the URL and survive a reload; a filter that matches nothing says so.
  await page.getByLabel("Status").selectOption("draft");
  await expect(page).toHaveURL(/status=draft/);
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("draft");
  await expect(cards).toHaveCount(1);
  await page.getByLabel("Overall risk").selectOption("critical");
  await expect(page.getByTestId("assessments-empty")).toHaveText(/No assessments found matching your filters/);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/status=|risk=|q=/);
  await page.getByLabel("Search", { exact: true }).fill(vendor);
  await expect(cards).toHaveCount(2);

  // The detail opens from the card, with the nine domains; submitting completes and locks it.
  await full.getByTestId("assessment-open").click();
  const detail = page.getByTestId("assessment-detail");
  await expect(page).toHaveURL(new RegExp(`assessment=${complete.id}`));
  await expect(detail.getByRole("heading", { name: vendor, exact: true })).toBeVisible();
  await expect(detail.getByTestId("detail-domain")).toHaveCount(9);
  await expect(detail.getByTestId("domain-notes").first()).toHaveText("Findings on vendorFinancialResilience");
  expect(await severeViolations(page)).toEqual([]);
  await detail.getByRole("button", { name: "Submit" }).click();
  await detail.getByTestId("submit-panel").getByRole("button", { name: "Submit assessment" }).click();
  await expect(page.getByText(`${complete.reference} submitted`)).toBeVisible();
  await expect(detail.getByTestId("detail-facts").getByTestId("assessment-status")).toContainText("Completed");
  await expect(detail.getByTestId("detail-vendor-rating")).toContainText("Critical");
  await expect(detail.getByRole("button", { name: "Reopen" })).toBeVisible();
  await expect(detail.getByRole("button", { name: "Submit" })).toHaveCount(0);

  // Reopening asks for the reason, from the keyboard too; the reason shows with who reopened it.
  await detail.getByRole("button", { name: "Reopen" }).click();
  const reason = detail.getByLabel("Reason for reopening");
  await expect(reason).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(detail).toBeVisible();
  await expect(reason).toHaveCount(0);
  await detail.getByRole("button", { name: "Reopen" }).click();
  await detail.getByRole("button", { name: "Reopen assessment" }).click();
  await expect(detail.getByText("Give the reason for reopening")).toBeVisible();
  await reason.fill("The vendor's new audited accounts arrived.");
  await detail.getByRole("button", { name: "Reopen assessment" }).click();
  await expect(detail.getByTestId("detail-reopened")).toContainText("The vendor's new audited accounts arrived.");
  await expect(detail.getByTestId("detail-facts").getByTestId("assessment-status")).toContainText("In Progress");

  // The vendor's other assessment opens from the history, and a link opens it directly (as notifications do).
  await detail.getByTestId("history-entry").filter({ hasText: draft.reference }).click();
  await expect(page).toHaveURL(new RegExp(`assessment=${draft.id}`));
  await expect(detail.getByTestId("detail-reference")).toHaveText(draft.reference);
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(page).not.toHaveURL(/assessment=/);
  await page.goto(`/risk-assessment?assessment=${draft.id}`);
  await expect(page.getByTestId("assessment-detail").getByTestId("detail-reference")).toHaveText(draft.reference);
  // A draft that was never scored is one the submit dialog refuses, naming what is missing.
  await page.getByTestId("assessment-detail").getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("submit-missing").getByRole("listitem")).toHaveCount(9);
  await expect(page.getByTestId("submit-panel").getByRole("button", { name: "Submit assessment" })).toBeDisabled();
});

test("on a phone the cards stack in one column and the filters fold away; a viewer gets no editing controls", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const executive = await createUser(request, "Executive");
  const { vendor } = await seed(request, demoEmail("Risk Manager"));
  await openCentre(page, executive.email, `q=${encodeURIComponent(vendor)}`);

  const cards = page.getByTestId("assessment-card");
  await expect(cards).toHaveCount(2);
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(a && b && Math.abs(a.x - b.x) < 1 && b.y > a.y).toBe(true);
  expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390).toBe(true);

  await expect(page.getByLabel("Status")).toBeHidden();
  await page.getByTestId("filters-toggle").click();
  await expect(page.getByLabel("Status")).toBeVisible();

  await expect(page.getByRole("button", { name: "New Assessment" })).toHaveCount(0);
  await expect(page.getByTestId("assessment-select")).toHaveCount(0);
  await cards.first().getByTestId("assessment-open").click();
  await expect(page.getByTestId("detail-domains")).toBeVisible();
  await expect(page.getByTestId("detail-actions")).toHaveCount(0);
  expect(await severeViolations(page)).toEqual([]);
});
