import { expect, type Page, test } from "@playwright/test";
import { createUser, severeViolations, signIn } from "./helpers";

/**
 * Issue 15, the Policies tab: a Compliance Officer creates a policy with its document, edits its text into a new
 * version (the earlier one stays downloadable), archives it after confirming and restores it from the archived
 * view; an edit the server refuses is rolled back with the spec's failure text; the tab passes an axe WCAG 2.1 AA
 * scan and fits the phone's width; an Executive reads it without any way to change it; Finance is refused.
 */

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function expectAccessible(page: Page) {
  expect(await severeViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The review date as a new account types it (MM/DD/YYYY), a few months ahead. */
function reviewDateText(daysAhead: number) {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCDate()).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

const row = (page: Page, name: string) => page.getByTestId("policy-row").filter({ hasText: name });

async function openTab(page: Page, query = "") {
  await page.goto(`/governance${query}`);
  await expect(page.getByTestId("policies-tab")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("policy-monitoring")).toBeVisible({ timeout: 30_000 });
}

test("a Compliance Officer creates a policy with a document, versions it, archives and restores it", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const name = `Cloud Outsourcing Policy ${unique}`;
  const officer = await createUser(request, "Compliance Officer", { lastName: `Officer${unique}` });
  await signIn(page, officer.email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await openTab(page);
  await expectAccessible(page);
  await shot(page, "policies-1440");

  // The spec's alerts, in its order.
  await page.getByTestId("new-policy").click();
  const dialog = page.getByTestId("policy-dialog");
  await dialog.getByRole("button", { name: "Create policy" }).click();
  await expect(dialog.getByTestId("policy-validation").getByRole("listitem")).toHaveText([
    "Policy Name is required",
    "Policy Owner is required",
    "Jurisdiction is required",
    "Review Date is required",
  ]);
  await expectAccessible(page);
  await dialog.getByRole("textbox", { name: "Policy Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Policy Owner" }).fill("Head of Compliance");
  await dialog.getByRole("textbox", { name: "Jurisdiction" }).fill("EU");
  await dialog.getByLabel("Review Date").fill(reviewDateText(120));
  await dialog.getByRole("textbox", { name: "Regulatory framework" }).fill("EBA/GL/2019/02");
  await dialog.getByRole("textbox", { name: "Policy text" }).fill("Version one of the text.");
  await dialog
    .getByTestId("policy-document-input")
    .setInputFiles({ name: "outsourcing.pdf", mimeType: "application/pdf", buffer: PDF });
  await shot(page, "policy-dialog-1440");
  await dialog.getByRole("button", { name: "Create policy" }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await page.getByTestId("policies-search").fill(unique);
  await expect(row(page, name)).toHaveCount(1);
  await expect(row(page, name).getByTestId("policy-status")).toHaveText("Draft");

  // Edit the text into version 2.0; the detail lists both versions, 1.0 with its document.
  await row(page, name).getByTestId("policy-menu").click();
  await page.getByTestId("policy-edit").click();
  await dialog.getByRole("textbox", { name: "Policy text" }).fill("Version two of the text.");
  await dialog.getByRole("checkbox", { name: "Major change" }).check();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await row(page, name).getByTestId("policy-name").click();
  const detail = page.getByTestId("policy-detail");
  await expect(detail.getByTestId("policy-content")).toHaveText("Version two of the text.");
  await detail.getByTestId("policy-tab-versions").click();
  await expect(detail.getByTestId("policy-version")).toHaveCount(2);
  const first = detail.getByTestId("policy-version").nth(1);
  await expect(first).toContainText("v1.0");
  const href = await first.getByTestId("version-document").getAttribute("href");
  expect((await page.request.get(href!)).status()).toBe(200);
  await expectAccessible(page);
  await shot(page, "policy-detail-1440");
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // Archive after confirming; it leaves the list and is restored from the archived view.
  await row(page, name).getByTestId("policy-menu").click();
  await page.getByTestId("policy-archive").click();
  await page.getByTestId("policy-archive-confirm").click();
  await expect(row(page, name)).toHaveCount(0);
  await page.getByTestId("policies-archived-toggle").click();
  await expect(row(page, name)).toHaveCount(1);
  await row(page, name).getByTestId("policy-menu").click();
  await page.getByTestId("policy-restore").click();
  await expect(row(page, name)).toHaveCount(0);
  await page.getByTestId("policies-archived-toggle").click();
  await expect(row(page, name)).toHaveCount(1);
});

test("an edit the server refuses is rolled back with the spec's failure text", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const officer = await createUser(request, "Compliance Officer", { lastName: `Rollback${unique}` });
  await signIn(page, officer.email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await openTab(page);
  const name = `Rollback Policy ${unique}`;
  await page.getByTestId("new-policy").click();
  const dialog = page.getByTestId("policy-dialog");
  await dialog.getByRole("textbox", { name: "Policy Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Policy Owner" }).fill("Owner");
  await dialog.getByRole("textbox", { name: "Jurisdiction" }).fill("UK");
  await dialog.getByLabel("Review Date").fill(reviewDateText(200));
  await dialog.getByRole("button", { name: "Create policy" }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await page.getByTestId("policies-search").fill(unique);
  await expect(row(page, name)).toHaveCount(1);

  await page.route("**/trpc/policies.update**", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify([
        { error: { message: "refused", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } },
      ]),
    }),
  );
  await row(page, name).getByTestId("policy-menu").click();
  await page.getByTestId("policy-edit").click();
  await dialog.getByRole("textbox", { name: "Policy Owner" }).fill("Someone Else");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Failed to save policy. Please try again.").first()).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(row(page, name)).toContainText("Owner");
  await expect(row(page, name)).not.toContainText("Someone Else");
});

test("the tab on a phone passes the accessibility scan and fits the screen", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const officer = await createUser(request, "Compliance Officer");
  await signIn(page, officer.email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await openTab(page);
  await expectAccessible(page);
  await shot(page, "policies-390");
  await page.getByTestId("new-policy").click();
  await expect(page.getByTestId("policy-dialog")).toBeVisible();
  await expectAccessible(page);
  await shot(page, "policy-dialog-390");
});

test("an Executive reads the tab without any way to change it", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const executive = await createUser(request, "Executive");
  await signIn(page, executive.email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await openTab(page);
  await expect(page.getByTestId("new-policy")).toHaveCount(0);
  await expect(page.getByTestId("policy-row").first()).toBeVisible();
  await page.getByTestId("policy-menu").first().click();
  await expect(page.getByTestId("policy-view")).toBeVisible();
  await expect(page.getByTestId("policy-edit")).toHaveCount(0);
  await expect(page.getByTestId("policy-archive")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expectAccessible(page);
});

test("Finance gets Access Denied on /governance", async ({ page, request }) => {
  const finance = await createUser(request, "Finance");
  await signIn(page, finance.email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto("/governance");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByTestId("policies-tab")).toHaveCount(0);
});
