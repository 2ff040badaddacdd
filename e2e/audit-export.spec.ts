import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, severeViolations, signIn } from "./helpers";

/**
 * The audit log screen (issue 22 item 1): an Internal Auditor filters the trail to one record (entity type and id,
 * kept in the URL), exports it as JSON Lines, downloads the ZIP and checks it offline with
 * scripts/audit-check-export.mjs. Axe scans in the light and the dark theme and screenshots at 1440 and 390 px. The
 * database is shared: the test filters on its own new account's id.
 */

test.describe.configure({ timeout: 240_000 });

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

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an auditor filters the trail, exports it as JSON Lines and downloads it", async ({ page, request }) => {
      const lastName = `Audit${viewport.width}x${Date.now().toString(36)}`;
      const auditor = await createUser(request, "Internal Auditor", { lastName, settings: { theme: "auto" } });
      const token = await apiToken(request, auditor.email);
      const answer = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
      const me = (await answer.json()).data.user as { id: string };

      await signIn(page, auditor.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto("/admin/audit-logs");
      await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId("audit-row").first()).toBeVisible({ timeout: 30_000 });

      // The account's own history: its creation by the Admin, its settings, its sign-ins.
      await page.getByLabel("Entity type").fill("User");
      await page.getByLabel("Entity ID").fill(me.id);
      await expect(page).toHaveURL(new RegExp(`entityType=User.*entityId=${me.id}`));
      const rows = page.getByTestId("audit-row");
      await expect(rows.filter({ hasText: "Create" }).first()).toBeVisible({ timeout: 30_000 });
      await expect(rows.locator('[data-action="CREATE"]')).toHaveCount(1);
      await scan(page, `audit-filtered-${viewport.width}`);

      // The filter survives a reload (it is in the URL).
      await page.reload();
      await expect(page.getByLabel("Entity ID")).toHaveValue(me.id, { timeout: 30_000 });
      await expect(rows.locator('[data-action="CREATE"]')).toHaveCount(1, { timeout: 30_000 });

      await expect(page.getByLabel("File format")).toHaveValue("jsonl");
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: 120_000 }),
        page.getByTestId("audit-export").click(),
      ]);
      await expect(page.getByTestId("audit-export-ready")).toBeVisible();
      expect(download.suggestedFilename()).toMatch(/^audit-trail-.*\.zip$/);
      const path = await download.path();
      const bytes = readFileSync(path);
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
      await scan(page, `audit-exported-${viewport.width}`);

      // The auditor's own check, without the platform's code.
      const report = execFileSync(process.execPath, ["scripts/audit-check-export.mjs", path], { encoding: "utf8" });
      expect(report).toContain("PASS");
      expect(report).toMatch(/ok {3}\d+ rows/);
    });
  });
}
