import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { createUser, severeViolations, signIn } from "./helpers";

/**
 * Operations, "Export and import" tab (issue 19 items 3 and 4, Admin): an Admin exports everything, follows the
 * export to its end and downloads the archive (a ZIP with its manifest); then validates a broken vendor file and
 * reads its problems by row and field, and downloads them as CSV. Axe scans in the light and the dark theme and
 * screenshots at 1440 and 390 px. The database is shared: the test finds its own export by its Admin's name.
 */

test.describe.configure({ timeout: 300_000 });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function scan(page: Page, name: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect(await severeViolations(page), `${name} ${colorScheme}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${name}: nothing wider than the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

const BROKEN_VENDORS =
  "Name,Email,Country\r\n" +
  "Transfer Check Good Ltd,good@example.com,GB\r\n" +
  ",nobody@example.com,GB\r\n" +
  "Transfer Check Bad Ltd,not-an-email,ZZ\r\n";

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an Admin exports everything, downloads it, and validates a broken vendor file", async ({ page, request }) => {
      const lastName = `Transfer${viewport.width}x${Date.now().toString(36)}`;
      const admin = await createUser(request, "Admin", { lastName, settings: { theme: "auto" } });
      await signIn(page, admin.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto("/operations?tab=transfer");
      await expect(page.getByRole("tab", { name: "Export and import validation" })).toHaveAttribute(
        "aria-selected",
        "true",
        { timeout: 60_000 },
      );

      // Export everything: the button waits while another export (another test's) runs.
      const panel = page.getByTestId("export-all-panel");
      const start = panel.getByTestId("export-all-start");
      await expect(start).toBeEnabled({ timeout: 180_000 });
      await start.click();
      const mine = panel.getByTestId("export-all-row").filter({ hasText: lastName });
      await expect(mine).toBeVisible();
      await expect(mine).toHaveAttribute("data-status", "completed", { timeout: 180_000 });
      await expect(mine).toContainText(/\d+ tables, [\d,]+ rows?, [\d,]+ files?/);
      await scan(page, `export-${viewport.width}`);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        mine.getByTestId("export-all-download").click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^tprm-export-all-.*\.zip$/);
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
      expect(bytes.includes(Buffer.from("manifest.json"))).toBe(true);
      expect(bytes.includes(Buffer.from("tables/Vendor.csv"))).toBe(true);

      // Validate a broken vendor file: detected as a vendor register; problems by row and field; nothing written.
      const validate = page.getByTestId("validate-import-panel");
      await validate.getByTestId("validate-file").setInputFiles({
        name: "broken-vendors.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(BROKEN_VENDORS),
      });
      await validate.getByTestId("validate-submit").click();
      const result = validate.getByTestId("validation-result");
      await expect(result).toContainText("Vendor register (detected)", { timeout: 60_000 });
      await expect(result).toContainText("Nothing was written.");
      const problems = result.getByTestId("validation-problem");
      await expect(problems.filter({ hasText: "Name" }).filter({ hasText: "3" }).first()).toBeVisible();
      await expect(problems.filter({ hasText: "Email" }).filter({ hasText: "not-an-email" })).toHaveCount(1);
      await expect(problems.filter({ hasText: "Country" }).filter({ hasText: "ZZ" })).toHaveCount(1);
      await scan(page, `validate-${viewport.width}`);

      const [report] = await Promise.all([
        page.waitForEvent("download"),
        result.getByTestId("validation-download").click(),
      ]);
      expect(report.suggestedFilename()).toBe("problems-broken-vendors.csv");
      const csv = readFileSync(await report.path(), "utf8");
      expect(csv).toContain("File,Row,Field,Value,Rule");
      expect(csv).toContain("broken-vendors.csv,4,Email,not-an-email,");

      // A clean file: the empty state.
      await validate.getByTestId("validate-file").setInputFiles({
        name: "good-vendors.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`Name\r\nTransfer Check Clean ${lastName}\r\n`),
      });
      await validate.getByTestId("validate-submit").click();
      await expect(validate.getByTestId("validation-clean")).toContainText("No problems found", { timeout: 60_000 });
    });
  });
}
