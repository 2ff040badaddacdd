import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * The signed-in app on a phone (390 px): every area a role may view is reached through the menu button, and the
 * vendor and invoice screens are no wider than the screen — tables scroll inside their card.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Elements that stick out past the right edge of the screen and are not inside a box that scrolls or clips them. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Cut off by a box that clips or scrolls and itself ends within the screen (a cell that truncates may stick
    // out of the screen while its table scrolls inside its card).
    const insideClippingBox = (element: Element) => {
      for (let p = element.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible" && p.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll("body *")].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !element.closest("svg") && !insideClippingBox(element);
    });
    const found = wide.map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute("class") ?? ""}`.slice(0, 120));
    if (document.documentElement.scrollWidth > width) found.unshift(`page ${document.documentElement.scrollWidth}px`);
    return found;
  });
}

async function seedVendor(request: APIRequestContext, name: string) {
  const token = await apiToken(request, demoEmail("Admin"));
  const created = await request.post("/api/vendors", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, legalName: `${name} Holdings Limited`, currency: "EUR", country: "IE" },
  });
  expect(created.status()).toBe(201);
}

test("a Vendor Manager reaches every area from the menu button, and nothing is wider than the screen", async ({
  page,
  request,
}) => {
  await seedVendor(request, `Longford Continental Settlement and Clearing Services ${Date.now()}`);
  const manager = await createUser(request, "Vendor Manager");
  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);

  const areas = ["Workflows", "Risk Assessment", "Vendor Management", "Contracts", "Reports"];
  const menu = page.getByRole("button", { name: "Open navigation" });
  // The bell and the user menu stay in the top bar beside the menu button.
  // (Its name says how many are unread: a KPI breach another test records reaches every Vendor Manager.)
  await expect(page.getByRole("button", { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  for (const area of areas) {
    await menu.click();
    const sheet = page.getByRole("dialog", { name: "Navigation" });
    await expect(sheet.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(areas);
    await sheet.getByRole("link", { name: area }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/${area.toLowerCase().replace(/ /g, "-")}$`));
  }

  // Keyboard: the sheet opens from the button, marks the current area, closes with Escape and gives focus back.
  await menu.focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Navigation" });
  await expect(sheet.getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
  expect(await severeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(menu).toBeFocused();

  await page.goto("/vendor-management");
  await expect(page.getByTestId("vendor-row").first()).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  expect(await severeViolations(page)).toEqual([]);

  // The record's tab bar scrolls sideways and stays above its content.
  await page.getByTestId("vendor-row").first().getByRole("link").first().click();
  const record = page.getByTestId("vendor-detail");
  await expect(record).toBeVisible();
  const tabBar = record.getByRole("tablist", { name: "Vendor record sections" });
  await record.getByRole("tab", { name: /^Overview/ }).click();
  const bar = await tabBar.boundingBox();
  const panel = await record.getByRole("tabpanel").boundingBox();
  expect(bar && panel && bar.y + bar.height <= panel.y).toBe(true);
  await record.getByRole("tab", { name: /^Activity/ }).click();
  await expect(record.getByRole("tab", { name: /^Activity/ })).toHaveAttribute("aria-selected", "true");
  expect(await overflowing(page)).toEqual([]);
});

test("Finance reaches invoices from the menu, and the invoice screen fits the phone", async ({ page, request }) => {
  // A long vendor name on an overdue invoice: it shows in the table and in the exceptions panel. In euros: the
  // invoice tests, which share this database, expect the register's invoices in euros and dollars only.
  const token = await apiToken(request, demoEmail("Admin"));
  const headers = { authorization: `Bearer ${token}` };
  const vendor = await request.post("/api/vendors", {
    headers,
    data: { name: `Northumberland Interbank Settlement and Custody Services ${Date.now()}`, currency: "EUR" },
  });
  expect(vendor.status()).toBe(201);
  const invoice = await request.post("/api/invoices", {
    headers,
    data: {
      vendorId: (await vendor.json()).data.id,
      number: `INV-NORTHUMBERLAND-${Date.now()}-000000012345678`,
      amount: "123456789.00",
      currency: "EUR",
      issueDate: "2026-01-05",
      dueDate: "2026-02-05",
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const finance = await createUser(request, "Finance");
  await signIn(page, finance.email);
  await page.waitForURL(/\/dashboard/);
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("dialog", { name: "Navigation" }).getByRole("link", { name: "Invoices" }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await expect(page.getByTestId("invoice-metrics")).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  expect(await severeViolations(page)).toEqual([]);
});
