import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, severeViolations, signIn } from "./helpers";

/**
 * Backups (issue 19): an Admin takes a backup on the Operations screen, downloads it (its SHA-256 is the listed
 * one), makes a change, restores the backup after typing its name, signs in again (the restore ended every session)
 * and finds the change undone. Axe scans and screenshots at 1440 and 390 px, light and dark.
 *
 * The restore replaces the one database every browser test shares: this file runs in the "restore" project of
 * playwright.config.ts, after every other test has finished.
 */
test.describe.configure({ timeout: 300_000 });

async function scan(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      expect(await severeViolations(page), `${name} ${width} ${colorScheme}`).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${colorScheme}.png`), fullPage: true });
    }
    await page.emulateMedia({ colorScheme: "light" });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} ${width}: nothing wider than the screen`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("an Admin takes a backup, downloads it and restores it after a change, which is undone", async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const admin = await createUser(request, "Admin", { lastName: `Backups${stamp}`, settings: { theme: "auto" } });
  let token = await apiToken(request, admin.email);
  const headers = () => ({ authorization: `Bearer ${token}` });
  const before = `Backup kept ${stamp}`;
  const after = `Backup undone ${stamp}`;
  expect(
    (await request.post("/api/vendors", { headers: headers(), data: { name: before, country: "DE" } })).status(),
  ).toBe(201);
  const listed = async () =>
    (await (await request.get("/api/system/backups", { headers: headers() })).json()).data.backups as {
      id: string;
      sha256: string;
      createdBy: string | null;
    }[];
  const existing = new Set((await listed()).map((b) => b.id));

  await signIn(page, admin.email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto("/operations?tab=backups");
  const panel = page.getByTestId("operations-backups");
  await expect(panel.getByRole("heading", { name: "Backups" })).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByTestId("backup-schedule")).toBeVisible();

  // Take a backup: its progress, then its row.
  await panel.getByRole("button", { name: "Run backup now" }).click();
  await expect(page.getByText("The backup is written and listed.")).toBeVisible({ timeout: 120_000 });
  const mine = (await listed()).find((b) => !existing.has(b.id) && b.createdBy === admin.name);
  expect(mine, "the new backup is listed with its creator").toBeTruthy();
  const row = panel.locator(`[data-backup-id="${mine!.id}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(admin.name);
  await scan(page, "operations-backups");

  // Download it: a real file, the bytes the manifest's checksum names.
  const downloading = page.waitForEvent("download");
  await row.getByTestId("backup-download").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${mine!.id}\\.tar(\\.enc)?$`));
  const bytes = await readFile((await download.path())!);
  expect(createHash("sha256").update(bytes).digest("hex")).toBe(mine!.sha256);

  // A change after the backup.
  expect(
    (await request.post("/api/vendors", { headers: headers(), data: { name: after, country: "DE" } })).status(),
  ).toBe(201);

  // Restore: the typed confirmation must be the backup's name.
  await row.getByTestId("backup-restore").click();
  const dialog = page.getByTestId("restore-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("restore-typed").fill("yes");
  await dialog.getByTestId("restore-confirm").click();
  await expect(dialog.getByText("The name you typed does not match.")).toBeVisible();
  await scan(page, "operations-backups-restore-dialog");
  await dialog.getByTestId("restore-typed").fill(mine!.id);
  await dialog.getByTestId("restore-confirm").click();
  await expect(page.getByTestId("restore-queued")).toBeVisible();

  // The restore ends every session, this Admin's too: the old token stops working once it is done.
  await expect
    .poll(async () => (await request.get("/api/auth/me", { headers: headers() })).status(), {
      timeout: 180_000,
      intervals: [1_000],
    })
    .toBe(401);
  await expect
    .poll(async () => (await (await request.get("/api/system/maintenance")).json()).data.active, { timeout: 60_000 })
    .toBe(false);

  // Sign in again: the vendor made before the backup is there, the one made after it is gone.
  await signIn(page, admin.email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  token = await apiToken(request, admin.email);
  const names = async (search: string) =>
    (
      (await (await request.get(`/api/vendors?search=${encodeURIComponent(search)}`, { headers: headers() })).json())
        .data as { name: string }[]
    ).map((v) => v.name);
  expect(await names(before)).toEqual([before]);
  expect(await names(after)).toEqual([]);
  await page.goto("/operations?tab=backups");
  await expect(panel.locator(`[data-backup-id="${mine!.id}"]`)).toBeVisible({ timeout: 60_000 });
  const audit = await request.get(`/api/audit-logs?entityType=Backup&limit=50`, { headers: headers() });
  if (audit.ok()) {
    const rows = (await audit.json()).data as { action: string; entityId: string | null }[];
    expect(rows.some((r) => r.action === "RESTORE" && r.entityId === mine!.id)).toBe(true);
  }
});
