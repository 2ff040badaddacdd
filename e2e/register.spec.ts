import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { seedRegisterFixture } from "@tprm/db/demo";
import { withDatabase } from "./db";
import { createUser, PASSWORD, severeViolations } from "./helpers";

/**
 * The regulatory register's screen (/register, issue 21): signed out, /register is the sign-up form and a register
 * link leads through the sign-in screen back to it; a Compliance Officer reads the EBA register (a row's
 * paragraph 54 and 55 fields, the critical filter kept in the URL) and downloads it as CSV, runs the pre-submission
 * checks, opens the DORA export and the concentration view. Accessibility scans and screenshots at 1440 and 390 px.
 * The register's fixture is written only when the database holds no register yet (the filing test, register-
 * filing.spec.ts, writes the same one and fixes its error; this test changes nothing in it).
 */

async function scan(page: Page, name: string, width: number) {
  expect(await severeViolations(page), name).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name}: no sideways scroll`,
  ).toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function openTab(page: Page, name: string, testId: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByTestId(testId)).toBeVisible();
}

for (const viewport of [
  { width: 1440, height: 1000 },
  { width: 390, height: 844 },
]) {
  test(`a Compliance Officer reads the register, downloads it, runs the checks and opens the export and the concentration at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await withDatabase(async (db) => {
      if ((await db.registerEntity.count()) === 0) await seedRegisterFixture(db);
    });
    await page.setViewportSize(viewport);
    const officer = await createUser(request, "Compliance Officer");

    // Signed out, /register is the sign-up form, and a register link (a check's "Fix", a tab) asks to sign in first
    // and comes back to it.
    await page.goto("/register");
    await expect(page.getByLabel("First name")).toBeVisible({ timeout: 30_000 });
    await page.goto("/register?tab=concentration");
    await page.waitForURL(/\/login/);
    await page.getByLabel("Email").fill(officer.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/register\?tab=concentration/);
    await expect(page.getByTestId("concentration-tab")).toBeVisible({ timeout: 30_000 });

    // The EBA register: a row opens every paragraph 54 field, and paragraph 55's for a critical arrangement.
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1, name: "Regulatory register" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("eba-tab")).toBeVisible();
    if (viewport.width < 1024) await page.getByTestId("eba-filters-toggle").click();
    await page.getByLabel("Critical or important", { exact: true }).selectOption("yes");
    await expect(page).toHaveURL(/critical=yes/);
    const rows = page.getByTestId("eba-row");
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    await expect(page.getByTestId("eba-critical")).toHaveCount(count);
    await rows.first().getByTestId("eba-row-toggle").click();
    const detail = page.getByTestId("eba-detail");
    await expect(detail).toContainText("Paragraph 54: every arrangement");
    await expect(page.getByTestId("eba-paragraph-55")).toContainText("Estimated annual budgeted cost");
    await scan(page, `register-eba-${viewport.width}`, viewport.width);

    // The filtered register as CSV: the worker writes it and the browser saves it.
    const reference = (await rows.first().getByTestId("eba-reference").textContent())?.trim() ?? "";
    expect(reference).not.toBe("");
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      page.getByTestId("eba-download-csv").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await download.path()) as string, "utf8");
    expect(csv.split(/\r?\n/)[0]).toMatch(/,/);
    expect(csv).toContain(reference);

    // The checks: every problem with its table and a link to the record, or the clean message.
    await openTab(page, "Checks", "checks-tab");
    await expect(page).toHaveURL(/tab=checks/);
    await page.getByTestId("run-checks").click();
    await expect(page.getByTestId("checks-summary")).toBeVisible({ timeout: 30_000 });
    const problems = page.getByTestId("problem");
    if ((await problems.count()) === 0) await expect(page.getByTestId("checks-clean")).toBeVisible();
    for (const href of await page
      .getByTestId("problem-fix")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/(register|contracts|vendor-management)\?/);
    }
    await scan(page, `register-checks-${viewport.width}`, viewport.width);

    // The DORA export's form and history; the concentration chart and table.
    await openTab(page, "DORA export", "dora-tab");
    await expect(page.getByTestId("dora-history")).toBeVisible();
    await expect(page.getByLabel("File naming")).toHaveValue("eba");
    await scan(page, `register-dora-${viewport.width}`, viewport.width);

    await openTab(page, "Concentration", "concentration-tab");
    await expect(page.getByTestId("concentration-totals")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("concentration-chart")).toBeVisible();
    await expect(
      page.getByTestId(viewport.width < 768 ? "concentration-card" : "concentration-row").first(),
    ).toBeVisible();
    await scan(page, `register-concentration-${viewport.width}`, viewport.width);
  });
}
