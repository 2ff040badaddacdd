import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * The Contract Governance Center's All Contracts tab (issue 14; spec 000 §2, §9): the register with its labels, the
 * monthly value in k and the Expiring soon badge, the totals per currency over the filtered contracts, filters that
 * survive a reload, an accessibility scan, and the Access Denied page for a role that may not view contracts.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Fixture {
  tag: string;
  buyer: { email: string };
}

/** A vendor with two contracts owned by a fresh Procurement user: one in USD ending in 12 days, one in EUR. */
async function seed(request: APIRequestContext): Promise<Fixture> {
  const tag = `Ledger${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const buyer = await createUser(request, "Procurement", { lastName: tag });
  const headers = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
  const vendor = await request.post("/api/vendors", { headers, data: { name: `${tag} Vendor`, country: "DE" } });
  expect(vendor.status()).toBe(201);
  const vendorId: string = (await vendor.json()).data.id;
  const me = await request.get("/api/auth/me", {
    headers: { authorization: `Bearer ${await apiToken(request, buyer.email)}` },
  });
  const ownerId: string = (await me.json()).data.user.id;
  const add = async (data: Record<string, unknown>) => {
    const created = await request.post("/api/contracts", {
      headers,
      data: { vendorId, ownerId, startDate: day(-200), ...data },
    });
    expect(created.status(), await created.text()).toBe(201);
  };
  await add({
    name: `${tag} card processing`,
    type: "service_agreement",
    value: "1200000",
    currency: "USD",
    endDate: day(12),
    riskLevel: "high",
    stage: "negotiation",
  });
  await add({
    name: `${tag} data processing terms`,
    type: "data_processing_agreement",
    value: "60000",
    currency: "EUR",
    endDate: day(300),
    riskLevel: "low",
  });
  return { tag, buyer };
}

async function openRegister(page: Page, email: string, query: string) {
  await signIn(page, email);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`/contracts?${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Contract Governance Center" })).toBeVisible();
}

test("Procurement sees the register with its totals, and the filters survive a reload", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const { tag, buyer } = await seed(request);
  await openRegister(page, buyer.email, `q=${encodeURIComponent(tag)}`);

  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Dashboard" }),
  ).toHaveAttribute("href", "/dashboard");
  await expect(page.getByRole("tab", { name: "All Contracts", selected: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add contract" }).first()).toBeVisible();

  const rows = page.getByTestId("contract-row");
  await expect(rows).toHaveCount(2);
  const card = rows.filter({ hasText: `${tag} card processing` });
  await expect(card.getByTestId("contract-monthly")).toHaveText("$100.0k");
  await expect(card.getByTestId("expiring-badge")).toContainText("Expiring soon");
  await expect(card.getByTestId("contract-status")).toHaveText("Draft");
  await expect(card.getByText("Negotiation")).toBeVisible();
  const terms = rows.filter({ hasText: `${tag} data processing terms` });
  await expect(terms.getByTestId("contract-monthly")).toHaveText("€5.0k");
  await expect(terms.getByTestId("expiring-badge")).toHaveCount(0);

  const totals = page.getByTestId("contract-totals");
  await expect(totals.getByTestId("total-contracts")).toHaveText("2");
  await expect(totals.getByTestId("total-expiring")).toHaveText("1");
  await expect(totals.locator('[data-currency="USD"]')).toContainText("$1.2M");
  await expect(totals.locator('[data-currency="USD"]')).toContainText("$100.0k a month");
  await expect(totals.locator('[data-currency="EUR"]')).toContainText("€60,000");

  // Narrow to what expires within 30 days and to the Negotiation stage: kept in the URL, so a reload keeps them.
  await page.getByRole("switch", { name: "Expiring within 30 days" }).click();
  await page.getByLabel("Stage").selectOption({ label: "Negotiation" });
  await expect(page).toHaveURL(/expiring=1/);
  await expect(page).toHaveURL(/stage=negotiation/);
  await expect(rows).toHaveCount(1);
  await expect(totals.getByTestId("total-contracts")).toHaveText("1");
  await expect(totals.locator('[data-currency="EUR"]')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("switch", { name: "Expiring within 30 days" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByLabel("Stage")).toHaveValue("negotiation");
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue(tag);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${tag} card processing`);

  // A filter that matches nothing says so and offers to clear the filters.
  await page.getByLabel("Status").selectOption({ label: "Expired" });
  await expect(page.getByTestId("contracts-empty-filtered")).toContainText("No contracts match these filters");
  await page.getByTestId("contracts-empty-filtered").getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/stage=|expiring=|status=/);
});

test("the register passes an accessibility scan (WCAG 2.1 AA)", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const { tag, buyer } = await seed(request);
  await openRegister(page, buyer.email, `q=${encodeURIComponent(tag)}`);
  await expect(page.getByTestId("contract-row")).toHaveCount(2);
  await expect(page.getByTestId("currency-total")).toHaveCount(2);
  expect(await severeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Add contract" }).first().click();
  const dialog = page.getByTestId("contract-form-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Add contract" }).click();
  await expect(dialog.getByText("Contract name is required")).toBeVisible();
  await expect(dialog.getByText("Vendor is required")).toBeVisible();
  await expect(dialog.getByText("Owner is required")).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});

test("an Executive gets Access Denied on /contracts", async ({ page, request }) => {
  const executive = await createUser(request, "Executive");
  await signIn(page, executive.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/contracts");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByTestId("contracts-table")).toHaveCount(0);
});
