import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * The date picker (001 §9) in the invoice form: on a desktop a text field with a calendar (day view, year view four
 * years per row, months three per row, closes on select, usable from the keyboard); on a phone the browser's own
 * date input. The value typed or picked is the invoice's date.
 */

/** A calendar date `days` from today in UTC (the organisation's zone in the test server: APP_TIME_ZONE unset). */
function isoDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function createVendor(request: APIRequestContext, name: string) {
  const token = await apiToken(request, demoEmail("Admin"));
  const created = await request.post("/api/vendors", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, currency: "USD", country: "DE" },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data as { id: string; name: string };
}

/** The dates this test types and reads are written YYYY-MM-DD: its users chose that format (the default is MM/DD/YYYY). */
const ISO_DATES = { dateFormat: "YYYY-MM-DD" };

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test("dates are picked from the keyboard and from the year and month views", async ({ page, request }) => {
    const finance = await createUser(request, "Finance", {
      firstName: "Dora",
      lastName: "Picker",
      settings: ISO_DATES,
    });
    const vendor = await createVendor(request, `Calendar Works ${Date.now()}`);
    const number = `DP-${Date.now()}`;
    await signIn(page, finance.email);
    await page.waitForURL(/\/dashboard/);
    await page.goto("/invoices");
    await page.getByRole("button", { name: "New Invoice" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New Invoice" });
    await dialog.getByRole("combobox", { name: "Vendor" }).fill(vendor.name);
    await dialog.getByRole("option", { name: new RegExp(vendor.name) }).click();
    await dialog.getByLabel("Invoice number").fill(number);
    await dialog.getByLabel("Amount").fill("1250.00");

    // The issue date starts at today, shown in the app's format in a text field (not the browser's date input).
    const issue = dialog.getByLabel("Issue date");
    await expect(issue).toHaveAttribute("type", "text");
    await expect(issue).toHaveValue(isoDay(0));

    // Keyboard: the calendar opens on the selected day; two days back, a week back, Enter picks and closes.
    const issueButton = dialog.getByRole("button", { name: /^Choose date/ }).first();
    await issueButton.focus();
    await page.keyboard.press("Enter");
    const days = page.getByTestId("date-picker-days");
    await expect(days).toBeVisible();
    await expect(page.locator(`[data-date="${isoDay(0)}"]`)).toBeFocused();
    await expect(page.locator(`[data-date="${isoDay(0)}"]`)).toHaveAttribute("aria-current", "date");
    expect(await severeViolations(page)).toEqual([]);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowUp");
    await expect(page.locator(`[data-date="${isoDay(-9)}"]`)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(days).toBeHidden();
    await expect(issue).toHaveValue(isoDay(-9));
    await expect(issueButton).toBeFocused();

    // Escape closes without changing anything, and focus returns to the button.
    await page.keyboard.press("Enter");
    await expect(days).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Escape");
    await expect(days).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(issue).toHaveValue(isoDay(-9));
    await expect(issueButton).toBeFocused();

    // Year view: 1900 to 2099, four years per row; Escape leaves it without a change.
    await issueButton.click();
    await page.getByRole("button", { name: /choose year and month$/ }).click();
    const years = page.getByTestId("date-picker-years");
    await expect(years.getByRole("button")).toHaveCount(200);
    await expect(years.getByRole("button").first()).toHaveText("1900");
    await expect(years.getByRole("button").last()).toHaveText("2099");
    await years.getByRole("button", { name: "1900" }).scrollIntoViewIfNeeded();
    const top = async (name: string) => (await years.getByRole("button", { name, exact: true }).boundingBox())?.y ?? 0;
    expect(await top("1903")).toBe(await top("1900"));
    expect(await top("1904")).toBeGreaterThan(await top("1900"));
    expect(await severeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(years).toBeHidden();
    await expect(issue).toHaveValue(isoDay(-9));

    // The due date's calendar starts at the issue date's year; a year, then a month (three per row), then a day.
    const dueButton = dialog.getByRole("button", { name: /^Choose date/ }).nth(1);
    await dueButton.click();
    await page.getByRole("button", { name: /choose year and month$/ }).click();
    await expect(years.getByRole("button").first()).toHaveText(isoDay(-9).slice(0, 4));
    await years.getByRole("button", { name: "2030" }).click();
    const months = page.getByTestId("date-picker-months");
    await expect(months.getByRole("button")).toHaveCount(12);
    const [jan, mar, apr] = await Promise.all(
      ["Jan", "Mar", "Apr"].map(async (name) => (await months.getByRole("button", { name }).boundingBox())?.y),
    );
    expect(jan).toBe(mar);
    expect(apr).toBeGreaterThan(jan ?? 0);
    await months.getByRole("button", { name: "Jun" }).click();
    await page.getByRole("button", { name: "Saturday, 15 June 2030" }).click();
    await expect(days).toBeHidden();
    await expect(dialog.getByLabel("Due date")).toHaveValue("2030-06-15");

    // Typing a date works as before; a day that does not exist is refused by the form.
    await dialog.getByLabel("Due date").fill("2030-02-30");
    await dialog.getByRole("button", { name: "Record invoice" }).click();
    await expect(dialog.getByText("Due date must be a date (YYYY-MM-DD)")).toBeVisible();
    await dialog.getByLabel("Due date").fill(isoDay(21));
    await dialog.getByRole("button", { name: "Record invoice" }).click();
    await expect(dialog).toBeHidden();

    const token = await apiToken(request, demoEmail("Admin"));
    const list = await request.get(`/api/invoices?vendorId=${vendor.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await list.json();
    const items: { number: string; issueDate: string; dueDate: string }[] = body.data?.items ?? body.data;
    const saved = items.find((item) => item.number === number);
    expect(saved).toMatchObject({ issueDate: isoDay(-9), dueDate: isoDay(21) });
  });
});

test.describe("on a desktop, with limits", () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test("a due date left before a later issue date: the calendar opens on the first day allowed, and the keyboard works", async ({
    page,
    request,
  }) => {
    const finance = await createUser(request, "Finance", {
      firstName: "Lina",
      lastName: "Limits",
      settings: ISO_DATES,
    });
    const vendor = await createVendor(request, `Bounded Calendar ${Date.now()}`);
    await signIn(page, finance.email);
    await page.waitForURL(/\/dashboard/);
    await page.goto("/invoices");
    await page.getByRole("button", { name: "New Invoice" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New Invoice" });
    await dialog.getByRole("combobox", { name: "Vendor" }).fill(vendor.name);
    await dialog.getByRole("option", { name: new RegExp(vendor.name) }).click();

    // A due date first, then the issue date (the due date's earliest) moved past it.
    await dialog.getByLabel("Due date").fill("2030-03-10");
    await dialog.getByLabel("Issue date").fill("2030-05-20");

    // The selected due date is now disabled: the calendar opens on the issue date, and the arrows move from there.
    const dueButton = dialog.getByRole("button", { name: /^Choose date/ }).nth(1);
    await dueButton.focus();
    await page.keyboard.press("Enter");
    const days = page.getByTestId("date-picker-days");
    await expect(days).toBeVisible();
    await expect(page.locator('[data-date="2030-05-20"]')).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.locator('[data-date="2030-05-20"]')).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator('[data-date="2030-05-21"]')).toBeFocused();

    // The month view: the arrows skip the months before May (disabled) instead of stopping on them.
    await page.getByRole("button", { name: "May 2030, choose year and month" }).click();
    const years = page.getByTestId("date-picker-years");
    await expect(years.getByRole("button", { name: "2030" })).toBeFocused();
    await page.keyboard.press("Enter");
    const months = page.getByTestId("date-picker-months");
    await expect(months.getByRole("button", { name: "Apr" })).toBeDisabled();
    await expect(months.getByRole("button", { name: "May" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(months.getByRole("button", { name: "May" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(months.getByRole("button", { name: "May" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(months.getByRole("button", { name: "Jun" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(months.getByRole("button", { name: "May" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(months.getByRole("button", { name: "Aug" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator('[data-date="2030-08-21"]')).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(days).toBeHidden();
    await expect(dialog.getByLabel("Due date")).toHaveValue("2030-08-21");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("date fields are the browser's own date input", async ({ page, request }) => {
    const finance = await createUser(request, "Finance", { firstName: "Phil", lastName: "Phone", settings: ISO_DATES });
    const vendor = await createVendor(request, `Pocket Calendar ${Date.now()}`);
    await signIn(page, finance.email);
    await page.waitForURL(/\/dashboard/);
    await page.goto("/invoices");
    await page.getByRole("button", { name: "New Invoice" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New Invoice" });
    await dialog.getByRole("combobox", { name: "Vendor" }).fill(vendor.name);
    await dialog.getByRole("option", { name: new RegExp(vendor.name) }).click();
    await expect(dialog.getByLabel("Issue date")).toHaveAttribute("type", "date");
    await expect(dialog.getByLabel("Issue date")).toHaveValue(isoDay(0));
    await expect(dialog.getByLabel("Due date")).toHaveAttribute("type", "date");
    await expect(dialog.getByLabel("Due date")).toHaveAttribute("min", isoDay(0));
    await expect(dialog.getByRole("button", { name: /^Choose date/ })).toHaveCount(0);
    await dialog.getByLabel("Due date").fill(isoDay(45));
    await expect(dialog.getByLabel("Due date")).toHaveValue(isoDay(45));
    expect(await severeViolations(page)).toEqual([]);
  });
});
