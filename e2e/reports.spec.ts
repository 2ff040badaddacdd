import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, severeViolations, signIn } from "./helpers";

/**
 * Enterprise Reports (issue 17, 001 §2.5): a Risk Manager finds the counters and three real tabs; the Create New
 * Report dialog refuses an empty form field by field, then creates a weekly Executive report for the Board group,
 * found by its recipient in any case; on Scheduled Reports it is run now, the worker's progress shows until the
 * report is ready, its PDF opens in the browser (inline, a real PDF) and its XLSX downloads (a real workbook); the
 * runs history keeps the run. A template of the user's own is made from chosen sections. At 1440 and 390 px, with
 * axe scans, no element wider than the screen, and screenshots.
 */

test.describe.configure({ timeout: 480_000 });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Elements wider than the screen that no scrolling or clipping box holds. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let p = element.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible" && p.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll("body *")].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !element.closest("svg") && !clipped(element);
    });
    const found = wide.map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute("class") ?? ""}`.slice(0, 120));
    if (document.documentElement.scrollWidth > width) found.unshift(`page ${document.documentElement.scrollWidth}px`);
    return found;
  });
}

async function check(page: Page, name: string) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  expect(await severeViolations(page), name).toEqual([]);
  expect(await overflowing(page), name).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a Risk Manager schedules a weekly Executive report for the Board, runs it now and opens its files", async ({
      page,
      request,
    }) => {
      const stamp = `${Date.now()}-${viewport.width}`;
      const name = `Board risk posture ${stamp}`;
      const user = await createUser(request, "Risk Manager", { lastName: `Reports${stamp}` });
      await signIn(page, user.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto("/reports");
      await expect(page.getByRole("heading", { level: 1, name: "Enterprise Reports" })).toBeVisible({
        timeout: 120_000,
      });
      await expect(
        page.getByText("Generate and manage various reports for insights into outsourcing operations"),
      ).toBeVisible();
      await expect(page.getByTestId("counter-total")).toContainText("Total Reports");
      await expect(page.getByTestId("counter-scheduled")).toContainText("Scheduled");
      const scheduledBefore = Number(await page.getByTestId("counter-scheduled-value").innerText());

      // The dialog validates with the API's schema: an empty form is refused field by field.
      await page.getByTestId("create-report").first().click();
      const dialog = page.getByRole("dialog", { name: "Create New Report" });
      await dialog.getByRole("button", { name: "Create Report" }).click();
      await expect(dialog.getByText("Report name is required.")).toBeVisible();
      await expect(dialog.getByText("Choose the report type.")).toBeVisible();
      await expect(dialog.getByText("Choose the frequency.")).toBeVisible();
      await check(page, `dialog-errors-${viewport.width}`);
      await dialog.getByLabel("Report Name").fill(name);
      await dialog.getByLabel("Report Type").selectOption("executive");
      await dialog.getByLabel("Frequency").selectOption("weekly");
      await dialog.getByRole("button", { name: "Create Report" }).click();
      await expect(dialog.getByText("A scheduled report needs at least one recipient.")).toBeVisible();
      await dialog.getByRole("checkbox", { name: "Board" }).check();
      await dialog.getByLabel("Description").fill("Risk posture for the board's monthly pack.");
      await dialog.getByRole("button", { name: "Create Report" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("counter-scheduled-value")).toHaveText(String(scheduledBefore + 1));

      // Search matches the recipient group, whatever the case; the row shows what the server computed.
      await page.getByTestId("report-search").fill(`BOARD RISK POSTURE ${stamp}`);
      const row = page.getByTestId("report-row").filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await page.getByTestId("report-search").fill("");
      await page.getByTestId("report-search").fill("bOaRd");
      await expect(row).toHaveCount(1);
      await expect(page).toHaveURL(/q=bOaRd/);
      await expect(row.getByTestId("report-type")).toHaveText("Executive");
      await expect(row.getByTestId("report-frequency")).toHaveText("Weekly");
      await expect(row.getByTestId("report-recipients")).toHaveText("Board");
      await expect(row.getByTestId("report-status")).toHaveText("Never generated");
      await expect(row.getByTestId("report-last-generated")).toHaveText("Never");
      await expect(row.getByTestId("report-next-due")).toHaveText(/\d/);
      await check(page, `all-${viewport.width}`);

      // Scheduled Reports: the new schedule (Mondays at 07:00, the organisation's zone), run now.
      await page.getByTestId("tab-scheduled").click();
      await expect(page).toHaveURL(/tab=scheduled/);
      const scheduled = page.getByTestId("scheduled-row").filter({ hasText: name });
      await expect(scheduled.getByTestId("scheduled-when")).toContainText("Every Monday at 07:00");
      await expect(scheduled.getByTestId("scheduled-state")).toHaveText("Active");
      await expect(scheduled.getByTestId("scheduled-recipients")).toHaveText("Board");
      await expect(page.getByTestId("delivery-metrics")).toBeVisible();
      await check(page, `scheduled-${viewport.width}`);
      // Run now e-mails the Board: it asks first, naming the recipients, and Cancel starts nothing.
      await scheduled.getByTestId("schedule-run-now").click();
      const confirmRun = page.getByTestId("run-now-dialog");
      await expect(confirmRun).toContainText(`Run “${name}” now?`);
      await expect(confirmRun).toContainText("(Board)");
      await confirmRun.getByRole("button", { name: "Cancel" }).click();
      await expect(confirmRun).toBeHidden();
      await expect(page.getByRole("dialog", { name: `Generating “${name}”` })).toHaveCount(0);
      await scheduled.getByTestId("schedule-run-now").click();
      await page.getByTestId("confirm-run-now").click();
      const progress = page.getByRole("dialog", { name: `Generating “${name}”` });
      await expect(progress).toBeVisible();
      await expect(progress.getByTestId("generate-status")).toHaveText("The report is ready.", { timeout: 240_000 });
      await check(page, `generated-${viewport.width}`);

      // View opens the PDF in the browser: served inline, and a real PDF.
      const view = progress.getByRole("link", { name: "View PDF" });
      await expect(view).toHaveAttribute("target", "_blank");
      const pdfUrl = (await view.getAttribute("href")) ?? "";
      expect(pdfUrl).toMatch(/^\/api\/reports\/runs\/[0-9a-f-]{36}\/pdf\?disposition=inline$/);
      const opened = page.context().waitForEvent("page");
      await view.click();
      const tab = await opened;
      await tab.waitForLoadState("commit");
      expect(tab.url()).toContain(pdfUrl);
      await tab.close();
      const pdf = await page.request.get(pdfUrl);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      expect(pdf.headers()["content-disposition"]).toMatch(/^inline;/);
      expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

      // Download gives the XLSX: a workbook (a ZIP) of the same run.
      const downloading = page.waitForEvent("download");
      await progress.getByRole("link", { name: "Download XLSX" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const bytes = await readFile((await download.path()) ?? "");
      expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
      await progress.getByRole("button", { name: "Close" }).first().click();
      await expect(progress).toBeHidden();

      // The run is kept: the report is current, its runs history names who ran it and how.
      await page.getByTestId("tab-all").click();
      await expect(row.getByTestId("report-status")).toHaveText("Current");
      await expect(row.getByTestId("report-last-generated")).not.toHaveText("Never");
      await row.getByTestId("report-menu").click();
      await expect(page.getByTestId("menu-view")).toHaveAttribute("href", /\/pdf\?disposition=inline$/);
      await expect(page.getByTestId("menu-download-xlsx")).toHaveAttribute("href", /\/xlsx$/);
      await page.getByTestId("menu-runs").click();
      const runs = page.getByRole("dialog", { name: `Runs of “${name}”` });
      await expect(runs.getByTestId("run-item")).toHaveCount(1);
      await expect(runs.getByTestId("run-status")).toHaveText("Completed");
      await expect(runs.getByTestId("run-who")).toHaveText(`${user.name} · Run now`);
      await expect(runs.getByTestId("run-size")).toContainText("PDF");
      await check(page, `runs-${viewport.width}`);
      await page.keyboard.press("Escape");
      await expect(runs).toBeHidden();

      // Report Templates: the three built-in ones, and one of the user's own from chosen sections.
      await page.getByTestId("tab-templates").click();
      await expect(page.locator('[data-testid="template-card"][data-built-in="true"]')).toHaveCount(3);
      await page.getByTestId("create-template").click();
      const templateDialog = page.getByRole("dialog", { name: "Create New Template" });
      await templateDialog.getByRole("button", { name: "Create Template" }).click();
      await expect(templateDialog.getByText("Choose at least one section.")).toBeVisible();
      const templateName = `Board breaches ${stamp}`;
      await templateDialog.getByLabel("Template Name").fill(templateName);
      await templateDialog.getByLabel("Report Type").selectOption("executive");
      await templateDialog.getByRole("checkbox", { name: "Open KPI breaches" }).check();
      await templateDialog.getByRole("checkbox", { name: "Concentration" }).check();
      await templateDialog.getByRole("button", { name: "Move Concentration up" }).click();
      await check(page, `template-dialog-${viewport.width}`);
      await templateDialog.getByRole("button", { name: "Create Template" }).click();
      await expect(templateDialog).toBeHidden();
      const card = page.getByTestId("template-card").filter({ hasText: templateName });
      await expect(card.getByTestId("template-sections").getByRole("listitem")).toHaveText([
        "Concentration",
        "Open KPI breaches",
      ]);
      await check(page, `templates-${viewport.width}`);

      // The schedule: paused and resumed, then moved to the 15th of each month at 08:30.
      await page.getByTestId("tab-scheduled").click();
      await scheduled.getByTestId("schedule-pause").click();
      await expect(scheduled.getByTestId("scheduled-state")).toHaveText("Paused");
      await scheduled.getByTestId("schedule-resume").click();
      await expect(scheduled.getByTestId("scheduled-state")).toHaveText("Active");
      await scheduled.getByTestId("schedule-change").click();
      const change = page.getByRole("dialog", { name: `Change the schedule of “${name}”` });
      await change.getByLabel("Frequency").selectOption("monthly");
      await change.getByLabel("Time of day").fill("08:30");
      await change.getByLabel("Day of the month").selectOption("15");
      await expect(change.getByTestId("schedule-preview")).toContainText("Day 15 of each month at 08:30");
      await check(page, `schedule-dialog-${viewport.width}`);
      await change.getByRole("button", { name: "Save schedule" }).click();
      await expect(change).toBeHidden();
      await expect(scheduled.getByTestId("scheduled-when")).toContainText("Day 15 of each month at 08:30");

      // Edit opens the dialog prefilled; Delete asks first, then the report leaves the list.
      await page.getByTestId("tab-all").click();
      await expect(row.getByTestId("report-frequency")).toHaveText("Monthly");
      await row.getByTestId("report-menu").click();
      await page.getByTestId("menu-edit").click();
      const edit = page.getByRole("dialog", { name: "Edit Report" });
      await expect(edit.getByLabel("Report Name")).toHaveValue(name);
      await expect(edit.getByRole("checkbox", { name: "Board" })).toBeChecked();
      await edit.getByLabel("Report Name").fill(`${name} (edited)`);
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await expect(edit).toBeHidden();
      await expect(row.getByTestId("report-name")).toHaveText(`${name} (edited)`);
      await row.getByTestId("report-menu").click();
      await page.getByTestId("menu-delete").click();
      const confirm = page.getByRole("alertdialog", { name: `Delete “${name} (edited)”?` });
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(row).toHaveCount(1);
      await row.getByTestId("report-menu").click();
      await page.getByTestId("menu-delete").click();
      await confirm.getByRole("button", { name: "Delete report" }).click();
      await expect(row).toHaveCount(0);
      await expect(page.getByTestId("counter-scheduled-value")).toHaveText(String(scheduledBefore));
    });

    test("a Board Member opens reports without changing them", async ({ page, request }) => {
      const stamp = `${Date.now()}-${viewport.width}`;
      const name = `Quarterly register ${stamp}`;
      const manager = await createUser(request, "Risk Manager", { lastName: `Owner${stamp}` });
      const token = await apiToken(request, manager.email);
      const created = await request.post("/api/reports", {
        headers: { authorization: `Bearer ${token}` },
        data: { name, type: "Regulatory", frequency: "Quarterly", recipientGroups: ["Board"] },
      });
      expect(created.status()).toBe(201);
      const board = await createUser(request, "Board Member", { lastName: `Reader${stamp}` });
      await signIn(page, board.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto(`/reports?q=${encodeURIComponent(name)}`);
      await expect(page.getByRole("heading", { level: 1, name: "Enterprise Reports" })).toBeVisible({
        timeout: 120_000,
      });
      await expect(page.getByTestId("create-report")).toHaveCount(0);
      const row = page.getByTestId("report-row").filter({ hasText: name });
      await expect(row.getByTestId("report-type")).toHaveText("Regulatory");
      await expect(row.getByTestId("report-frequency")).toHaveText("Quarterly");
      await row.getByTestId("report-menu").click();
      await expect(page.getByTestId("menu-view")).toContainText("Not generated yet");
      await expect(page.getByTestId("menu-runs")).toBeVisible();
      for (const item of ["menu-generate", "menu-edit", "menu-delete"])
        await expect(page.getByTestId(item)).toHaveCount(0);
      await page.keyboard.press("Escape");
      await page.getByTestId("tab-scheduled").click();
      const scheduled = page.getByTestId("scheduled-row").filter({ hasText: name });
      await expect(scheduled.getByTestId("scheduled-when")).toContainText(
        "Day 1 of January, April, July and October at 07:00",
      );
      await expect(scheduled.getByRole("button")).toHaveCount(0);
      await expect(page.getByTestId("schedule-report")).toHaveCount(0);
      await page.getByTestId("tab-templates").click();
      await expect(page.locator('[data-testid="template-card"][data-built-in="true"]')).toHaveCount(3);
      await expect(page.getByTestId("create-template")).toHaveCount(0);
      await expect(page.getByTestId("template-generate")).toHaveCount(0);
      await check(page, `board-templates-${viewport.width}`);
    });
  });
}
