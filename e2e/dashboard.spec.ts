import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * The dashboard's key figures, quick actions and board review (docs/DASHBOARD.md) as a Vendor Manager and as a
 * Board Member. The database is shared with other browser tests running at once, so no test counts on a global
 * figure: each makes its own records, checks the figure grew by at least what it made (the figures are measured at
 * most every 10 seconds), and that the screen shows what GET /api/dashboard/key-metrics answers at the same moment. Axe scans and screenshots at 1440 and 390 px.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

type Figure = { value: number | null; specDefault: number | null; trend: { kind: string } } | null;

async function figures(request: APIRequestContext, token: string): Promise<Record<string, Figure>> {
  const res = await request.get("/api/dashboard/key-metrics", { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()).data.figures;
}

/** The figure on the screen is the API's at that moment (retried: other tests may move it in between). */
async function screenMatchesApi(page: Page, request: APIRequestContext, token: string, key: string) {
  await expect(async () => {
    await page.reload();
    const shown = page.getByTestId(`figure-value-${key}`);
    await expect(shown).toBeVisible({ timeout: 30_000 });
    const text = await shown.textContent();
    const value = (await figures(request, token))[key]?.value;
    expect(text).toBe(value === null || value === undefined ? "—" : value.toLocaleString("en-US"));
  }).toPass({ timeout: 120_000 });
}

async function scan(page: Page, name: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await severeViolations(page), `${name} ${colorScheme}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

for (const viewport of [
  { width: 1440, height: 1000 },
  { width: 390, height: 844 },
]) {
  test(`a Vendor Manager's key metrics, quick actions and links at ${viewport.width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const manager = await createUser(request, "Vendor Manager", { settings: { theme: "auto" } });
    const token = await apiToken(request, manager.email);
    const before = await figures(request, token);
    // Drafts are the creators' (a Vendor Manager creates no workflows): not among its figures.
    expect(before.workflowDrafts).toBeNull();

    // Two vendors of this test: total entities grows by at least two.
    const name = `Dashboard Vendor ${unique()}`;
    const vendorIds: string[] = [];
    for (const suffix of ["A", "B"]) {
      const created = await request.post("/api/vendors", { headers: auth(token), data: { name: `${name} ${suffix}` } });
      expect(created.status()).toBe(201);
      vendorIds.push((await created.json()).data.id);
    }
    // A contract of the first, taken to Approval by the Admin (not approved): contracts pending grows by one.
    const adminToken = await apiToken(request, demoEmail("Admin"));
    const adminId = (await (await request.get("/api/auth/me", { headers: auth(adminToken) })).json()).data.user.id;
    const contract = await request.post("/api/contracts", {
      headers: auth(adminToken),
      data: {
        name: `${name} contract`,
        vendorId: vendorIds[0],
        type: "Service Agreement",
        value: "1000",
        currency: "EUR",
        startDate: "2026-01-01",
        ownerId: adminId,
        stage: "negotiation",
      },
    });
    expect(contract.status()).toBe(201);
    const contractId = (await contract.json()).data.id;
    const moved = await request.post(`/api/contracts/${contractId}/stage`, {
      headers: auth(adminToken),
      data: { stage: "approval" },
    });
    expect(moved.status()).toBe(200);
    // The organisation's figures are measured at most every 10 seconds (docs/DASHBOARD.md): within half a minute
    // the total has grown by at least this test's two.
    await expect
      .poll(async () => (await figures(request, token)).totalEntities?.value ?? 0, { timeout: 45_000 })
      .toBeGreaterThanOrEqual((before.totalEntities?.value ?? 0) + 2);
    await expect
      .poll(async () => (await figures(request, token)).contractsPending?.value ?? 0, { timeout: 45_000 })
      .toBeGreaterThanOrEqual((before.contractsPending?.value ?? 0) + 1);
    const after = await figures(request, token);

    await signIn(page, manager.email);
    await page.waitForURL(/\/dashboard/);
    await expect(page.getByTestId("key-metrics-operations")).toBeVisible({ timeout: 30_000 });
    await screenMatchesApi(page, request, token, "totalEntities");
    await screenMatchesApi(page, request, token, "contractsPending");
    const risk = after.riskScore;
    if (risk?.value === null) await expect(page.getByTestId("figure-default-riskScore")).toBeVisible();
    else await expect(page.getByTestId("figure-default-riskScore")).toHaveCount(0);

    // The quick actions: the four the spec names, Contracts with its pending count when there is one.
    const actions = page.getByTestId("quick-actions");
    for (const key of ["vendors", "workflows", "riskAssessment", "contracts"]) {
      await expect(actions.getByTestId(`quick-action-${key}`)).toBeVisible();
    }
    // The Contracts badge is the pending count the API answers (at least this test's contract).
    await expect(async () => {
      await page.reload();
      const badge = actions.getByTestId("quick-action-badge-contracts");
      await expect(badge).toBeVisible({ timeout: 30_000 });
      const pending = (await figures(request, token)).contractsPending?.value ?? 0;
      expect(pending).toBeGreaterThan(0);
      await expect(badge).toHaveText(pending.toLocaleString("en-US"), { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(actions.getByTestId("quick-action-badge-workflows")).toHaveCount(0);
    await expect(page.getByTestId("chart-risk-by-level")).toBeVisible({ timeout: 30_000 });
    await scan(page, `dashboard-vendor-manager-${viewport.width}`);

    // The total's link opens the register, where this test's vendors are.
    await page.getByTestId("figure-link-totalEntities").click();
    await expect(page).toHaveURL(/\/vendor-management/);
    await page.goto(`/vendor-management?q=${encodeURIComponent(name)}`);
    await expect(page.getByText(`${name} A`).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`${name} B`).first()).toBeVisible();

    // The Contracts quick action goes to the contract register.
    await page.goto("/dashboard");
    await page.getByTestId("quick-action-contracts").click();
    await expect(page).toHaveURL(/\/contracts/);
  });

  test(`a Board Member's risk posture and board review at ${viewport.width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    // A committee decision of this test, recorded by the Admin: the newest, so the board review lists it.
    const admin = auth(await apiToken(request, demoEmail("Admin")));
    const committee = await request.post("/api/governance/committees", {
      headers: admin,
      data: { name: `Board Test Committee ${unique()}`, type: "Steering", chair: "Chair" },
    });
    expect(committee.status()).toBe(201);
    const committeeId = (await committee.json()).data.id;
    const meeting = await request.post(`/api/governance/committees/${committeeId}/meetings`, {
      headers: admin,
      data: { scheduledAt: new Date().toISOString(), status: "held" },
    });
    expect(meeting.status()).toBe(201);
    const meetingId = (await meeting.json()).data.meetings[0].id;
    const title = `Exit plan for cloud hosting ${unique()}`;
    const decision = await request.post(`/api/governance/committees/${committeeId}/meetings/${meetingId}/decisions`, {
      headers: admin,
      data: { title, outcome: "approved" },
    });
    expect(decision.status()).toBe(201);

    const member = await createUser(request, "Board Member", { settings: { theme: "auto" } });
    const token = await apiToken(request, member.email);
    const shown = await figures(request, token);
    expect(shown.workflowDrafts).toBeNull();

    await signIn(page, member.email);
    await page.waitForURL(/\/dashboard/);
    await expect(page.getByTestId("key-metrics-board")).toBeVisible({ timeout: 30_000 });
    await screenMatchesApi(page, request, token, "totalEntities");
    // A Board Member may not open the vendor or assessment registers, nor the notifications screen: those figures
    // are not links; the compliance score links to the governance centre, which it may read.
    await expect(page.getByTestId("figure-link-complianceScore")).toBeVisible();
    for (const key of ["totalEntities", "riskScore", "criticalNotifications"]) {
      await expect(page.getByTestId(`figure-link-${key}`)).toHaveCount(0);
    }
    await expect(page.getByTestId("figure-riskScore")).toBeVisible();
    await expect(page.getByTestId("figure-complianceScore")).toBeVisible();
    await scan(page, `dashboard-board-member-${viewport.width}`);

    // The board review lists this test's decision; a reader of reports is sent to the reports to generate.
    const dialog = page.getByTestId("board-review-dialog");
    await expect(async () => {
      if (await dialog.isVisible()) await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.getByTestId("board-review-open").click();
      await expect(dialog.getByTestId("board-decisions")).toContainText(title, { timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    const review = (await (await request.get("/api/dashboard/board-review", { headers: auth(token) })).json()).data;
    await expect(dialog.getByTestId("board-criticalVendors")).toContainText(
      review.riskPosture.criticalVendors.toLocaleString("en-US"),
    );
    await expect(dialog.getByTestId("board-report-readers")).toBeVisible();
    await expect(dialog.getByTestId("board-generate")).toHaveCount(0);
    await scan(page, `dashboard-board-review-${viewport.width}`);
  });
}

test("a Vendor Manager generates the Executive report from the board review", async ({ page, request }) => {
  test.setTimeout(180_000);
  const manager = await createUser(request, "Vendor Manager");
  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);
  await page.getByTestId("board-review-open").click();
  const dialog = page.getByTestId("board-review-dialog");
  await dialog.getByTestId("board-generate").click();
  const pdf = dialog.getByTestId("board-report-pdf");
  await expect(pdf).toBeVisible({ timeout: 120_000 });
  const href = await pdf.getAttribute("href");
  const token = await apiToken(request, manager.email);
  const file = await request.get(href ?? "", { headers: auth(token) });
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");
});
