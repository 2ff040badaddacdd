import { expect, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/** The vendor screen at 1440 px: dialogs keep their button bar in view, reports show every column, and focus follows a create. */

test.use({ viewport: { width: 1440, height: 900 } });

test("a keyboard-only create puts the focus on the new vendor; dialogs and reports show everything", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const longName = `Northumberland Interbank Settlement, Custody and Fund Administration Services ${stamp}`;
  const token = await apiToken(request, demoEmail("Admin"));
  const headers = { authorization: `Bearer ${token}` };
  const vendor = await request.post("/api/vendors", { headers, data: { name: longName, country: "GB" } });
  expect(vendor.status()).toBe(201);
  const breach = await request.post("/api/kpi-breaches", {
    headers,
    data: {
      vendorId: (await vendor.json()).data.id,
      kpi: "Settlement file delivered by 06:00",
      threshold: "99.5",
      actual: "97.25",
      unit: "%",
      severity: "high",
      occurredAt: new Date().toISOString().slice(0, 10),
    },
  });
  expect(breach.status(), await breach.text()).toBe(201);

  const manager = await createUser(request, "Vendor Manager");
  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/vendor-management");
  await expect(page.getByTestId("vendor-row").first()).toBeVisible();

  // The KPI Breaches Report shows all its columns inside its card; a long vendor name carries its full text.
  const report = page.getByTestId("kpi-breaches-report");
  const card = await report.boundingBox();
  for (const column of ["Vendor", "KPI", "Target", "Actual", "Severity", "Occurred"]) {
    const head = await report.getByRole("columnheader", { name: column, exact: true }).boundingBox();
    expect(head && card && head.x + head.width <= card.x + card.width, column).toBe(true);
  }
  await expect(report.getByRole("row").filter({ hasText: "Settlement file" }).getByTitle(longName)).toHaveCount(1);

  // The New Vendor dialog: its last field scrolls into view above the button bar, which stays at the bottom.
  const newVendor = page.getByRole("button", { name: "New Vendor" }).first();
  await newVendor.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New Vendor Onboarding" });
  await expect(dialog.getByLabel("Vendor name")).toBeFocused();
  const address = dialog.getByLabel("Registered address");
  await address.scrollIntoViewIfNeeded();
  const bar = await dialog.getByRole("button", { name: "Start onboarding" }).boundingBox();
  const box = await dialog.boundingBox();
  const field = await address.boundingBox();
  expect(bar && box && bar.y + bar.height <= box.y + box.height).toBe(true);
  expect(field && bar && field.y + field.height <= bar.y).toBe(true);
  expect(await severeViolations(page)).toEqual([]);

  // Keyboard only: type a name, press Enter; the new vendor heads the Onboarding Queue and has the focus.
  const name = `Keyboard Kestrel ${stamp}`;
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("vendors-table").getByRole("link", { name })).toBeFocused();
  await expect(page).toHaveURL(/tab=onboarding/);
  await expect(page.getByTestId("vendor-row").first()).toContainText(name);
});
