import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { executedContract } from "./contract-money";
import { apiToken, createUser, demoEmail, signIn } from "./helpers";

/**
 * Invoices (spec 001 §2.6, 000 §3 and §6; docs/VENDORS.md "Invoices"): a Finance user records an invoice for a
 * vendor, finds it pending, marks it paid and sees the figures move; an invoice past its due date shows up as an
 * exception; a repeated number and an amount above the contract value are flagged on save. Procurement reads the
 * register without record controls; a Risk Manager may not open the screen.
 */

test.use({ viewport: { width: 1440, height: 1000 } });

async function severeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.html).join(", ")}`);
}

/** A calendar date `days` from today (UTC, the server's reference for "overdue"). */
function isoDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A vendor created by the seeded Admin over REST (the e2e database holds users only), with an executed dollar
 * contract of `contractValue` when it is above 0: a vendor's contract value comes from its executed contracts.
 */
async function createVendor(request: APIRequestContext, name: string, contractValue: string) {
  const token = await apiToken(request, demoEmail("Admin"));
  const created = await request.post("/api/vendors", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, currency: "USD", country: "DE" },
  });
  expect(created.status()).toBe(201);
  const vendor = (await created.json()).data as { id: string; name: string };
  if (Number(contractValue) > 0) await executedContract(request, vendor.id, contractValue, "USD");
  return vendor;
}

async function createInvoice(request: APIRequestContext, data: Record<string, unknown>) {
  const token = await apiToken(request, demoEmail("Admin"));
  const created = await request.post("/api/invoices", { headers: { authorization: `Bearer ${token}` }, data });
  expect(created.status()).toBe(201);
  return (await created.json()).data as { id: string; number: string };
}

/** The count on one of the figure cards ("all", "paid", "pending", "overdue", "due-30", "days-to-pay"). */
function metric(page: Page, id: string) {
  return page.getByTestId(`invoice-metric-${id}`).getByTestId("metric-value");
}

async function metricCount(page: Page, id: string): Promise<number> {
  await expect(metric(page, id)).toHaveText(/^\d[\d,]*$/);
  return Number((await metric(page, id).textContent())?.replace(/,/g, ""));
}

test("a Finance user records an invoice, marks it paid, and sees figures and exceptions follow", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const vendor = await createVendor(request, `Nordlicht Cloud ${stamp}`, "50000");
  const finance = await createUser(request, "Finance", { firstName: "Fiona", lastName: "Ledger" });
  const number = `NL-${stamp}-001`;
  const lateNumber = `NL-${stamp}-002`;

  await signIn(page, finance.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await expect(page).toHaveTitle(/Invoices/);
  const paidBefore = await metricCount(page, "paid");
  const pendingBefore = await metricCount(page, "pending");
  const overdueBefore = await metricCount(page, "overdue");
  const paidAmount = page.getByTestId("invoice-metric-paid").getByTestId("metric-amount");
  const paidAmountBefore = (await paidAmount.textContent()) ?? "";
  await expect(page.getByTestId("invoice-exceptions")).toBeVisible();

  // New Invoice: the shared schema's messages first, then a vendor picked through the search.
  await page.getByRole("button", { name: "New Invoice" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Invoice" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Amount").fill("12.345");
  await dialog.getByRole("button", { name: "Record invoice" }).click();
  await expect(dialog.getByText("Choose a vendor")).toBeVisible();
  await expect(dialog.getByText("Invoice number is required")).toBeVisible();
  await expect(dialog.getByText("Amount must be a number with at most 2 decimals")).toBeVisible();
  const picker = dialog.getByRole("combobox", { name: "Vendor" });
  await picker.fill(`Nordlicht Cloud ${stamp}`);
  const option = dialog.getByRole("option", { name: new RegExp(vendor.name) });
  await expect(option).toBeVisible();
  // Escape closes the vendor list, not the dialog; the arrow keys reopen it and Enter picks.
  await picker.press("Escape");
  await expect(option).toBeHidden();
  await expect(dialog).toBeVisible();
  await picker.press("ArrowDown");
  await expect(option).toBeVisible();
  await picker.press("Enter");
  await expect(picker).toHaveValue(vendor.name);
  await dialog.getByLabel("Invoice number").fill(number);
  await dialog.getByLabel("Amount").fill("12450.50");
  await expect(dialog.getByLabel("Currency")).toHaveValue("");
  await dialog.getByLabel("Description").fill("Q1 hosting and managed backups");
  expect(await severeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/invoices-new-dialog-1440.png" });
  await dialog.getByRole("button", { name: "Record invoice" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invoice ${number} from ${vendor.name} was recorded.`)).toBeVisible();

  // It is in the list, pending, in the vendor's currency; the figures count it.
  const table = page.getByTestId("invoices-table");
  const row = table.getByTestId("invoice-row").filter({ hasText: number });
  await expect(row.getByTestId("invoice-status")).toHaveText("Pending");
  await expect(row.getByTestId("invoice-amount")).toHaveText("$12,450.50");
  await expect(row).toContainText(vendor.name);
  await expect(metric(page, "pending")).toHaveText(String(pendingBefore + 1));

  // Mark as paid, on today's date: the row and the figures follow.
  await row.getByRole("button", { name: `Mark paid invoice ${number}` }).click();
  const markPaid = page.getByRole("alertdialog", { name: `Mark invoice ${number} as paid?` });
  await expect(markPaid).toBeVisible();
  await expect(markPaid.getByLabel("Paid on")).not.toHaveValue("");
  await expect(markPaid).toContainText("The payment is recorded as approved by you (Fiona Ledger).");
  await markPaid.getByRole("button", { name: "Mark as paid" }).click();
  await expect(markPaid).toBeHidden();
  await expect(page.getByText(`Invoice ${number} is marked paid.`)).toBeVisible();
  await expect(row.getByTestId("invoice-status")).toHaveText("Paid");
  // The payment's approver is whoever marked it paid.
  await expect(row.getByTestId("invoice-paid")).toContainText("by Fiona Ledger");
  await expect(row.getByRole("button", { name: `Mark paid invoice ${number}` })).toHaveCount(0);
  await expect(metric(page, "paid")).toHaveText(String(paidBefore + 1));
  await expect(metric(page, "pending")).toHaveText(String(pendingBefore));
  await expect(metric(page, "days-to-pay")).toHaveText(/^\d+[.,]\d$/);
  await expect(paidAmount).not.toHaveText(paidAmountBefore);

  // An invoice already past its due date, above the vendor's contract value: saved, with the server's warning.
  await page.getByRole("button", { name: "New Invoice" }).first().click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("combobox", { name: "Vendor" }).fill(vendor.name);
  await dialog.getByRole("option", { name: new RegExp(vendor.name) }).click();
  // The picker offers the vendor's contracts; without one the invoice is compared with all its executed dollars.
  await expect(dialog.getByTestId("invoice-contract").locator("option")).toHaveCount(2);
  await expect(dialog.getByTestId("invoice-contract")).toHaveValue("");
  await dialog.getByLabel("Invoice number").fill(lateNumber);
  await dialog.getByLabel("Amount").fill("80000");
  await dialog.getByLabel("Issue date").fill(isoDay(-60));
  await dialog.getByLabel("Due date").fill(isoDay(-90));
  await dialog.getByRole("button", { name: "Record invoice" }).click();
  await expect(dialog.getByText("Due date cannot be before the issue date")).toBeVisible();
  await dialog.getByLabel("Due date").fill(isoDay(-30));
  await dialog.getByRole("button", { name: "Record invoice" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Check invoice ${lateNumber}`)).toBeVisible();
  await expect(page.getByText("The amount is above the vendor's executed contracts in USD")).toBeVisible();
  await expect(metric(page, "overdue")).toHaveText(String(overdueBefore + 1));
  const lateRow = table.getByTestId("invoice-row").filter({ hasText: lateNumber });
  await expect(lateRow.getByTestId("invoice-status")).toHaveText("Overdue");
  await expect(lateRow).toContainText("30 days overdue");

  // The exceptions panel lists it as overdue and above the contract value, linking to the invoice and the vendor.
  const exceptions = page.getByTestId("invoice-exceptions");
  const overdueItem = exceptions.getByTestId("exception-overdue").filter({ hasText: lateNumber });
  await expect(overdueItem).toContainText("30 days overdue");
  await expect(overdueItem.getByRole("link", { name: vendor.name })).toHaveAttribute(
    "href",
    `/vendor-management?vendor=${vendor.id}`,
  );
  const overContract = exceptions.getByTestId("exception-over-contract").filter({ hasText: lateNumber });
  await expect(overContract).toContainText("$30,000.00 above");
  await page.screenshot({ path: "test-results/invoices-finance-1440.png", fullPage: true });
  expect(await severeViolations(page)).toEqual([]);

  // The invoice link opens the list on that vendor and number, with the invoice's row marked.
  await overdueItem.getByRole("link", { name: `Invoice ${lateNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`vendor=${vendor.id}.*q=${lateNumber}.*invoice=`));
  await expect(page.getByLabel("Search invoices")).toHaveValue(lateNumber);
  await expect(page.getByRole("combobox", { name: "Vendor" })).toHaveValue(vendor.name);
  await expect(table.getByTestId("invoice-row")).toHaveCount(1);
  await expect(table.getByTestId("invoice-row").first()).toHaveAttribute("aria-current", "true");

  // A second invoice with the same number: the possible duplicate is reported on save and in the panel.
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).not.toHaveURL(/q=/);
  await page.getByRole("button", { name: "New Invoice" }).first().click();
  await dialog.getByRole("combobox", { name: "Vendor" }).fill(vendor.name);
  await dialog.getByRole("option", { name: new RegExp(vendor.name) }).click();
  await dialog.getByLabel("Invoice number").fill(number.toLowerCase());
  await dialog.getByLabel("Amount").fill("990");
  await dialog.getByRole("button", { name: "Record invoice" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Another invoice from this vendor has the number ${number.toLowerCase()}.`),
  ).toBeVisible();
  const duplicate = exceptions.getByTestId("exception-duplicate").filter({ hasText: vendor.name });
  await expect(duplicate.getByTestId("duplicate-reason")).toHaveText("Same invoice number");
  await expect(duplicate.getByRole("link", { name: /^Invoice / })).toHaveCount(2);

  // Edit it, then delete it after confirmation: the duplicate group goes away.
  await page.getByLabel("Search invoices").fill(number.toLowerCase());
  const copyRow = table.getByTestId("invoice-row").filter({ hasText: "$990.00" });
  await expect(copyRow).toHaveCount(1);
  await copyRow.getByRole("button", { name: `More actions for invoice ${number.toLowerCase()}` }).click();
  await page.getByRole("menuitem", { name: "Edit…" }).click();
  const edit = page.getByRole("dialog", { name: `Edit invoice ${number.toLowerCase()}` });
  await expect(edit.getByRole("combobox", { name: "Vendor" })).toHaveValue(vendor.name);
  await edit.getByLabel("Amount").fill("995");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(copyRow).toHaveCount(0);
  const editedRow = table.getByTestId("invoice-row").filter({ hasText: "$995.00" });
  await expect(editedRow.getByTestId("invoice-status")).toHaveText("Pending");
  await editedRow.getByRole("button", { name: `More actions for invoice ${number.toLowerCase()}` }).click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete invoice ${number.toLowerCase()}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(editedRow).toHaveCount(1);
  await editedRow.getByRole("button", { name: `More actions for invoice ${number.toLowerCase()}` }).click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  await confirm.getByRole("button", { name: "Delete invoice" }).click();
  await expect(page.getByText(`Invoice ${number.toLowerCase()} was deleted.`)).toBeVisible();
  await expect(editedRow).toHaveCount(0);
  await expect(duplicate).toHaveCount(0);
});

test.describe("in New York (west of UTC)", () => {
  test.use({ timezoneId: "America/New_York", locale: "en-US" });

  test("the payment date shows the day it was paid on, not the day before", async ({ page, request }) => {
    const stamp = Date.now();
    const vendor = await createVendor(request, `Westward Freight ${stamp}`, "0");
    const number = `WF-${stamp}`;
    const paidOn = isoDay(-3);
    await createInvoice(request, {
      vendorId: vendor.id,
      number,
      amount: "900",
      issueDate: isoDay(-10),
      dueDate: isoDay(20),
      status: "paid",
      paidAt: paidOn,
    });
    // In the account's date format (the default, MM/DD/YYYY).
    const [year, month, day] = paidOn.split("-");
    const shown = `${month}/${day}/${year}`;
    const finance = await createUser(request, "Finance");
    await signIn(page, finance.email);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`/invoices?q=${number}`);
    const row = page.getByTestId("invoices-table").getByTestId("invoice-row").filter({ hasText: number });
    // "11/21/2026 by <who marked it paid>"; read in a zone west of UTC it once said the day before.
    await expect(row.getByTestId("invoice-paid")).toHaveText(new RegExp(`^${shown} by `));
    await expect(row.getByTestId("invoice-paid")).toHaveAttribute("title", new RegExp(`^Paid on ${shown},`));
  });
});

test("Procurement reads the register without New, Edit, Mark paid or Delete; filters and a failed load", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const vendor = await createVendor(request, `Harbour Facilities ${stamp}`, "0");
  await createInvoice(request, {
    vendorId: vendor.id,
    number: `HF-${stamp}-A`,
    amount: "4200",
    issueDate: isoDay(-10),
    dueDate: isoDay(20),
  });
  await createInvoice(request, {
    vendorId: vendor.id,
    number: `HF-${stamp}-B`,
    amount: "1800.25",
    issueDate: isoDay(-50),
    dueDate: isoDay(-20),
  });
  const procurement = await createUser(request, "Procurement");
  await signIn(page, procurement.email);
  await page.waitForURL(/\/dashboard/);

  // The list call fails (no answer): a message and a Try again button that recovers.
  await page.route(/\/trpc\/[^?]*invoices\.list/, (route) => route.abort("connectionrefused"));
  await page.goto("/invoices");
  const register = page.getByTestId("invoice-register");
  const failure = register.getByTestId("query-error");
  await expect(failure).toContainText("The invoices could not be loaded.", { timeout: 20_000 });
  expect(await severeViolations(page)).toEqual([]);
  await page.unroute(/\/trpc\/[^?]*invoices\.list/);
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(register.getByTestId("invoices-table")).toBeVisible();
  // The figures and the exceptions came in the same batched request: they offer their own retry.
  // Each retry is clicked once and given time to answer (the button is disabled while it runs).
  const retries = page.getByRole("button", { name: "Try again" });
  await expect(async () => {
    if ((await retries.count()) > 0) await retries.first().click({ timeout: 5_000 });
    await expect(page.getByTestId("query-error")).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await expect(metric(page, "all")).toHaveText(/^\d+$/);

  await expect(page.getByTestId("invoices-read-only")).toContainText("Read-only for your role (Procurement)");
  await expect(page.getByRole("button", { name: "New Invoice" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Mark paid/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^More actions for invoice/ })).toHaveCount(0);

  // Vendor filter through the search, then the status filter.
  const vendorFilter = page.getByRole("combobox", { name: "Vendor" });
  await vendorFilter.fill(`Harbour Facilities ${stamp}`);
  await page.getByRole("option", { name: new RegExp(vendor.name) }).click();
  await expect(page).toHaveURL(new RegExp(`vendor=${vendor.id}`));
  const rows = page.getByTestId("invoices-table").getByTestId("invoice-row");
  await expect(rows).toHaveCount(2);
  await page.getByLabel("Status").selectOption("overdue");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`HF-${stamp}-B`);
  await expect(rows.first().getByTestId("invoice-status")).toHaveText("Overdue");
  await page.getByLabel("Status").selectOption("pending");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`HF-${stamp}-A`);

  // Sorting is announced on the column header.
  const amountHeader = page.getByRole("columnheader", { name: /Amount/ });
  await expect(page.getByRole("columnheader", { name: /Due/ })).toHaveAttribute("aria-sort", "descending");
  await amountHeader.getByRole("button").click();
  await expect(amountHeader).toHaveAttribute("aria-sort", "descending");
  await page.getByRole("button", { name: "Show every vendor's invoices" }).click();
  await expect(page).not.toHaveURL(/vendor=/);
  expect(await severeViolations(page)).toEqual([]);

  // A second currency: the figures keep a sum per currency instead of adding them up; rows keep their own currency.
  await createInvoice(request, {
    vendorId: vendor.id,
    number: `HF-${stamp}-EUR`,
    amount: "900",
    currency: "EUR",
    issueDate: isoDay(-5),
    dueDate: isoDay(25),
  });
  await page.reload();
  // Other tests may add invoices in further currencies to the same database: EUR and USD are named among them.
  await expect(page.getByTestId("mixed-currencies")).toContainText("EUR");
  await expect(page.getByTestId("mixed-currencies")).toContainText("USD");
  const allAmounts = page.getByTestId("invoice-metric-all").getByTestId("amount-by-currency");
  // Other tests add euro invoices to the same database at the same time, so the euro figure is not this one alone.
  await expect(allAmounts).toContainText(/€[\d,]+\.\d{2}/);
  await expect(allAmounts).toContainText("$");
  await page.getByLabel("Search invoices").fill(`HF-${stamp}-EUR`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId("invoice-amount")).toHaveText("€900.00");
  await page.screenshot({ path: "test-results/invoices-procurement-1440.png", fullPage: true });
});

test("a Risk Manager gets Access Denied on /invoices", async ({ page, request }) => {
  const risk = await createUser(request, "Risk Manager");
  await signIn(page, risk.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/invoices");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByTestId("access-denied-role")).toHaveText("Risk Manager");
  await expect(page.getByTestId("access-denied-permission")).toHaveText("view invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toHaveCount(0);
});
