import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * IT Security's own domain (docs/DECISIONS.md): on an open assessment it scores IT & business continuity from the
 * detail, sees the result there, and the Risk Manager sees it too; on an assessment completed meanwhile it is told.
 */

const OTHER_DOMAINS = [
  "vendorFinancialResilience",
  "complianceLegal",
  "tprmSubcontracting",
  "concentrationSystem",
  "reputationalStrategic",
  "exitStrategyTermination",
  "countryGeopolitical",
  "esgAndAML",
] as const;

/** An open assessment led by `leadEmail` whose other eight domains are scored 2; IT & business continuity is not. */
async function openAssessment(request: APIRequestContext, leadEmail: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
  const vendor = await request.post("/api/vendors", {
    headers,
    data: { name: `Secured ${Date.now()}`, country: "DE" },
  });
  expect(vendor.status()).toBe(201);
  const me = await request.get("/api/auth/me", {
    headers: { authorization: `Bearer ${await apiToken(request, leadEmail)}` },
  });
  const created = await request.post("/api/risk-assessments", {
    headers,
    data: {
      vendorId: (await vendor.json()).data.id,
      leadAssessorId: (await me.json()).data.user.id,
      assessmentDate: "2026-03-02",
      domains: Object.fromEntries(OTHER_DOMAINS.map((d) => [d, { score: 2 }])),
    },
  });
  expect(created.status()).toBe(201);
  const { id, reference } = (await created.json()).data as { id: string; reference: string };
  return { id, reference, headers };
}

test("IT Security scores its own domain of an open assessment; the Risk Manager sees it", async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const manager = await createUser(request, "Risk Manager");
  const security = await createUser(request, "IT Security");
  const { id, reference } = await openAssessment(request, manager.email);

  await signIn(page, security.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`/risk-assessment?assessment=${id}`);
  const detail = page.getByTestId("assessment-detail");
  await expect(detail.getByTestId("detail-reference")).toHaveText(reference);
  const itDomain = detail.locator('[data-testid="detail-domain"][data-domain="itBusinessContinuity"]');
  await expect(itDomain.getByTestId("domain-score")).toHaveText("Not scored");
  // Its own domain only: no Edit, Submit or Delete.
  await expect(detail.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(detail.getByRole("button", { name: "Submit", exact: true })).toHaveCount(0);

  await detail.getByRole("button", { name: "Assess IT & business continuity" }).click();
  const dialog = page.getByRole("dialog", { name: "Assess IT & business continuity" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(reference)).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "IT & business continuity", exact: true })).toBeVisible();
  await expect(dialog.getByText("Methodology", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Regulatory basis", { exact: true })).toBeVisible();
  await expect(dialog.getByTestId("domain-evidence")).toBeVisible();
  await expect(dialog.getByTestId("security-score-level")).toHaveAttribute("data-risk", "none");
  await dialog.getByRole("radio", { name: "7" }).check();
  await expect(dialog.getByTestId("security-score-level")).toHaveText("High");
  await dialog.getByRole("textbox", { name: /Notes/ }).fill("Failover to the second data centre tested in March.");
  expect(await severeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("security-domain-1440.png") });
  await dialog.getByRole("button", { name: "Save domain" }).click();
  await expect(page.getByText(`IT & business continuity saved on ${reference}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(itDomain.getByTestId("domain-score")).toHaveText("7 / 10");
  await expect(itDomain.getByTestId("domain-level")).toContainText("High");
  await expect(itDomain.getByTestId("domain-notes")).toHaveText("Failover to the second data centre tested in March.");
  await expect(itDomain).toContainText(`Last changed by ${security.name}`);
  await expect(detail.getByTestId("detail-facts").getByTestId("assessment-status")).toContainText("In Progress");

  // The Risk Manager's view of the same assessment shows the score, the level and the notes.
  const managerContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const managerPage = await managerContext.newPage();
  await signIn(managerPage, manager.email);
  await managerPage.waitForURL(/\/dashboard/);
  await managerPage.goto(`/risk-assessment?assessment=${id}`);
  const managerDomain = managerPage
    .getByTestId("assessment-detail")
    .locator('[data-testid="detail-domain"][data-domain="itBusinessContinuity"]');
  await expect(managerDomain.getByTestId("domain-score")).toHaveText("7 / 10");
  await expect(managerDomain.getByTestId("domain-level")).toContainText("High");
  await expect(managerDomain.getByTestId("domain-notes")).toHaveText(
    "Failover to the second data centre tested in March.",
  );
  await expect(
    managerPage.getByTestId("assessment-detail").getByRole("button", { name: "Assess IT & business continuity" }),
  ).toHaveCount(0);
  await managerContext.close();
});

test("IT Security is told when the assessment was completed while it was scoring (409)", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const manager = await createUser(request, "Risk Manager");
  const security = await createUser(request, "IT Security");
  const { id, headers } = await openAssessment(request, manager.email);

  await signIn(page, security.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`/risk-assessment?assessment=${id}`);
  const detail = page.getByTestId("assessment-detail");
  await detail.getByRole("button", { name: "Assess IT & business continuity" }).click();
  const dialog = page.getByRole("dialog", { name: "Assess IT & business continuity" });
  await dialog.getByRole("radio", { name: "4" }).check();
  expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390).toBe(true);
  expect(await severeViolations(page)).toEqual([]);

  // Meanwhile the Risk Manager scores the domain and submits the assessment.
  const scored = await request.put(`/api/risk-assessments/${id}`, {
    headers,
    data: { domains: { itBusinessContinuity: { score: 5 } } },
  });
  expect(scored.status()).toBe(200);
  expect((await request.post(`/api/risk-assessments/${id}/submit`, { headers, data: {} })).status()).toBe(200);

  await dialog.getByRole("button", { name: "Save domain" }).click();
  await expect(dialog.getByTestId("security-domain-failure")).toContainText(
    "This assessment has been completed; a Risk Manager must reopen it before the domain can be changed.",
  );
  await page.screenshot({ path: test.info().outputPath("security-domain-refused-390.png") });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByTestId("detail-facts").getByTestId("assessment-status")).toContainText("Completed");
  await expect(detail.getByRole("button", { name: "Assess IT & business continuity" })).toHaveCount(0);
  const itDomain = detail.locator('[data-testid="detail-domain"][data-domain="itBusinessContinuity"]');
  await expect(itDomain.getByTestId("domain-score")).toHaveText("5 / 10");
});
