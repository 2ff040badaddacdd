import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { seedRegisterFixture } from "@tprm/db/demo";
import { withDatabase } from "./db";
import { createUser, severeViolations, signIn } from "./helpers";

// Filing the DORA Register of Information (issue 21): a Compliance Officer runs the pre-submission checks on the
// register fixture (packages/db/src/demo/register-fixture.ts: complete but for one contract's missing annual cost),
// follows the one blocking error's link to the contract's Register tab, enters the cost, checks again (clean) and
// exports the package, whose ZIP holds the supervisors' layout.

async function scan(page: Page, what: string) {
  expect(await severeViolations(page), what).toEqual([]);
}

/** The names of a ZIP's entries, read from its central directory. */
function zipNames(zip: Buffer): string[] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  expect(end, "end of central directory").toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at), "central directory header").toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

async function runChecks(page: Page) {
  await page.getByTestId("run-checks").click();
  await expect(page.getByTestId("checks-summary")).toBeVisible({ timeout: 30_000 });
}

test("a compliance officer fixes the register's error from the checks' link and exports a clean DORA package", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The register's screen test (register.spec.ts) may be writing the same fixture at this moment: once more if so.
  const seed = () => withDatabase((db) => seedRegisterFixture(db));
  const fixture = await seed().catch(seed);
  const officer = await createUser(request, "Compliance Officer");
  await signIn(page, officer.email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));

  // Checks: exactly the deliberate error, blocking, with the link to the record's field.
  await page.goto("/register?tab=checks");
  await expect(page.getByTestId("checks-tab")).toBeVisible({ timeout: 30_000 });
  await scan(page, "checks tab");
  await runChecks(page);
  await expect(page.getByTestId("checks-blocking")).toHaveText("1 blocking error");
  await expect(page.getByTestId("checks-warning")).toHaveText("0 warnings");
  const problem = page.getByTestId("problem");
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText(fixture.error.reference);
  await expect(page.getByTestId("problem-group")).toHaveAttribute("data-template", "B_02.01");
  await scan(page, "checks with one error");
  const fix = problem.getByTestId("problem-fix");
  await expect(fix).toHaveAttribute(
    "href",
    `/contracts?contract=${fixture.error.contractId}&section=register&field=annualCost`,
  );

  // The link opens the contract on its Register tab with the empty field focused.
  await fix.click();
  const form = page.getByTestId("contract-register-form");
  await expect(form).toBeVisible({ timeout: 30_000 });
  const cost = form.locator('[name="annualCost"]');
  await expect(cost).toBeFocused();
  await expect(cost).toHaveValue("");
  await scan(page, "contract register tab");
  await cost.fill(String(fixture.error.annualCost));
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("register.contract.update") && r.request().method() === "POST"),
    page.getByTestId("contract-register-save").click(),
  ]);
  expect(saved.status()).toBe(200);
  // The form shows what was saved (the amount as the server keeps it).
  await expect(cost).toHaveValue("150000.00");
  await expect(page.getByTestId("contract-register-failure")).toHaveCount(0);

  // Checked again: nothing left.
  await page.goto("/register?tab=checks");
  await expect(page.getByTestId("checks-tab")).toBeVisible({ timeout: 30_000 });
  await runChecks(page);
  await expect(page.getByTestId("checks-clean")).toBeVisible();
  await expect(page.getByTestId("checks-blocking")).toHaveText("0 blocking errors");
  await expect(page.getByTestId("problem")).toHaveCount(0);
  await scan(page, "checks clean");

  // The DORA export: the worker checks and writes the package, which downloads when ready.
  await page.getByRole("tab", { name: "DORA export" }).click();
  await expect(page.getByTestId("dora-tab")).toBeVisible();
  await scan(page, "dora tab");
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 120_000 }),
    page.getByTestId("dora-export").click(),
  ]);
  await expect(page.getByTestId("dora-done")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("dora-refused")).toHaveCount(0);
  await scan(page, "dora exported");

  const root = download.suggestedFilename().replace(/\.zip$/, "");
  expect(root).toMatch(new RegExp(`^${fixture.lei}\\.IND_DE_DORA010100_DORA_\\d{4}-12-31_\\d{17}$`));
  const names = zipNames(readFileSync(await download.path()));
  const files = names.filter((n) => !n.endsWith("/"));
  expect(new Set(files.map((n) => n.split("/")[0]))).toEqual(new Set([root]));
  const inRoot = files.map((n) => n.slice(root.length + 1)).sort();
  const tables = inRoot.filter((n) => /^reports\/b_\d{2}\.\d{2}\.csv$/.test(n));
  expect(tables).toHaveLength(15);
  expect(inRoot).toEqual(
    [
      "META-INF/reportPackage.json",
      "reports/FilingIndicators.csv",
      "reports/parameters.csv",
      "reports/report.json",
      ...tables,
    ].sort(),
  );
});
