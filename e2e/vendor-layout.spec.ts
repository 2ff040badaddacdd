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

  // Keyboard only: type a name, press Enter; the new vendor is in the Onboarding Queue and has the focus.
  const name = `Keyboard Kestrel ${stamp}`;
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("vendors-table").getByRole("link", { name })).toBeFocused();
  await expect(page).toHaveURL(/tab=onboarding/);
  // Its row is on the queue's first page (newest first). Not necessarily the very first row: the browser tests share
  // one database, and another test may add a vendor at the same moment.
  await expect(page.getByTestId("vendor-row").filter({ hasText: name })).toHaveCount(1);
});

test("the record's Activity tab lists the vendor's history 20 a page, with who, what and when", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const login = await request.post("/api/public/auth/login", {
    data: { email: demoEmail("Admin"), password: "Demo-Password-2026!" },
  });
  const { accessToken, user } = (await login.json()).data;
  const headers = { authorization: `Bearer ${accessToken}` };
  const created = await request.post("/api/vendors", { headers, data: { name: `Activity Avocet ${stamp}` } });
  expect(created.status()).toBe(201);
  const vendorId = (await created.json()).data.id as string;
  // 21 changes after the creation: two pages, the creation alone on the second.
  for (let i = 1; i <= 21; i++) {
    const updated = await request.put(`/api/vendors/${vendorId}`, {
      headers,
      data: { contactPerson: `Contact ${i}` },
    });
    expect(updated.status(), await updated.text()).toBe(200);
  }

  const manager = await createUser(request, "Vendor Manager");
  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`/vendor-management?vendor=${vendorId}`);
  const record = page.getByTestId("vendor-detail");
  await record.getByRole("tab", { name: /^Activity/ }).click();
  const panel = record.getByTestId("activity-panel");
  const entries = panel.getByTestId("activity-entry");
  await expect(entries).toHaveCount(20);
  const newest = entries.first();
  await expect(newest.getByTestId("activity-actor")).toHaveText(`${user.firstName} ${user.lastName}`);
  await expect(newest.locator("[data-action]")).toHaveText("Updated");
  await expect(newest.locator("time")).toHaveText(/^(Just now|\d+ minutes? ago)$/);
  await expect(newest.locator("time")).toHaveAttribute("title", /\d{4}/);
  await expect(newest).toContainText(`Activity Avocet ${stamp}`);
  expect(await severeViolations(page)).toEqual([]);

  const pager = panel.getByRole("navigation", { name: "Pagination" });
  await expect(pager).toContainText("Page 1 of 2");
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager).toContainText("Page 2 of 2");
  await expect(entries).toHaveCount(2);
  await expect(entries.last().locator("[data-action]")).toHaveText("Created");
  const width = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(width).toBe(true);
});
