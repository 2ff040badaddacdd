import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { IMPORT_COLUMN_HELP, MAX_IMPORT_ROWS } from "@tprm/api/vendor-transfer";
import ExcelJS from "exceljs";
import { createUser, signIn } from "./helpers";

test.use({ viewport: { width: 1440, height: 1000 } });

const stamp = Date.now();
const csv = (rows: string[]) =>
  Buffer.from(["name,legalName,country,contractValue,status,riskRating", ...rows].join("\n"));

test("a Vendor Manager imports vendors (a bad file is refused whole, a good one lands) and exports the register", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const manager = await createUser(request, "Vendor Manager");
  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/vendor-management");

  // A file with one bad row: nothing is written and the report names the row and the reason.
  await page.getByTestId("vendor-import-file").setInputFiles({
    name: "vendors-bad.csv",
    mimeType: "text/csv",
    buffer: csv([
      `Aurora Clearing ${stamp},Aurora Clearing Ltd,GB,120000,active,low`,
      `,No Name Ltd,XX,abc,active,low`,
    ]),
  });
  const dialog = page.getByTestId("transfer-dialog");
  await expect(dialog.getByTestId("import-rejected")).toBeVisible({ timeout: 30_000 });
  const rejected = dialog.getByTestId("import-rejected");
  await expect(rejected).toContainText("Nothing was imported");
  await expect(rejected).toContainText("1 of 2 rows have problems");
  const problems = rejected.getByRole("table", { name: "Rows with problems" }).getByRole("row");
  // Row 3 of the file (after the header and the good row) is named, with each bad column.
  await expect(problems.filter({ hasText: "Vendor name is required" })).toContainText("3");
  await expect(problems.filter({ hasText: "XX" })).toContainText("3");
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByLabel("Search vendors").fill(`Aurora Clearing ${stamp}`);
  await expect(page.getByTestId("vendor-row")).toHaveCount(0);

  // A good file: every row lands in the register.
  await page.getByTestId("vendor-import-file").setInputFiles({
    name: "vendors-good.csv",
    mimeType: "text/csv",
    buffer: csv([
      `Aurora Clearing ${stamp},Aurora Clearing Ltd,GB,120000,active,low`,
      `Borealis Data ${stamp},Borealis Data AB,SE,45000,under review,medium`,
    ]),
  });
  await expect(dialog.getByTestId("import-imported")).toContainText("2", { timeout: 30_000 });
  // The contract value is the vendors' executed contracts: the column is reported as not read, with why.
  await expect(dialog.getByTestId("import-imported")).toContainText(
    "contractValue (not read: a vendor's contract value comes from its executed contracts",
  );
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByLabel("Search vendors").fill(`${stamp}`);
  await expect(page.getByTestId("vendor-row")).toHaveCount(2);

  // Export to CSV: the worker writes the file and the browser downloads it.
  const download = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByTestId("vendor-export").click();
  await page.getByTestId("vendor-export-csv").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await file.path())!, "utf8");
  expect(text).toContain(`Aurora Clearing ${stamp}`);
  expect(text).toContain(`Borealis Data ${stamp}`);
  await expect(dialog.getByTestId("export-ready")).toBeVisible();
  // The export is kept for the retention period, and the dialog says until when.
  await expect(dialog.getByTestId("file-kept-until")).toContainText("Available to download until");
});

test("an XLSX import reads the first worksheet and the report names the other worksheets with values", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const manager = await createUser(request, "Vendor Manager");
  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/vendor-management");

  const workbook = new ExcelJS.Workbook();
  const vendors = workbook.addWorksheet("Vendors");
  vendors.addRow(["Name", "Country"]);
  vendors.addRow([`Cassiopeia Custody ${stamp}`, "LU"]);
  workbook.addWorksheet("Contacts").addRow(["Jane Doe", "jane@cassiopeia.example"]);
  await page.getByTestId("vendor-import-file").setInputFiles({
    name: "register.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  const dialog = page.getByTestId("transfer-dialog");
  await expect(dialog.getByTestId("import-imported")).toContainText("1 vendor imported", { timeout: 30_000 });
  await expect(dialog.getByTestId("import-notices")).toContainText(
    'Only the first worksheet, "Vendors", was read; 1 other worksheet was ignored: "Contacts".',
  );
});

for (const viewport of [
  { width: 1440, height: 1000 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px Import explains the file first, and its templates download and import as they are`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const manager = await createUser(request, "Vendor Manager");
    await signIn(page, manager.email);
    await page.waitForURL(/\/dashboard/);
    await page.goto("/vendor-management");

    // Import opens the help, not the file picker.
    let pickerOpened = false;
    page.on("filechooser", () => {
      pickerOpened = true;
    });
    await page.getByTestId("vendor-import").click();
    const help = page.getByTestId("import-help");
    await expect(help).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Import vendors" })).toHaveAttribute("data-testid", "import-help");
    expect(pickerOpened).toBe(false);
    await expect(help.getByTestId("import-help-limits")).toContainText("CSV");
    await expect(help.getByTestId("import-help-limits")).toContainText("Excel workbook (.xlsx)");
    await expect(help.getByTestId("import-help-limits")).toContainText("50.0 MB");
    await expect(help.getByTestId("import-help-limits")).toContainText(`${MAX_IMPORT_ROWS.toLocaleString("en")} rows`);
    const columns = help.getByRole("table", { name: "Columns an import reads" }).getByTestId("import-help-column");
    await expect(columns).toHaveCount(IMPORT_COLUMN_HELP.length);
    await expect(columns.filter({ hasText: "Required" })).toHaveCount(1);
    await expect(columns.filter({ hasText: "Required" })).toContainText("Name");
    // The contract value is not an import's (it comes from the vendor's contracts): no such column to fill in.
    await expect(columns.filter({ hasText: /^Contract Value/ })).toHaveCount(0);
    await expect(columns.filter({ hasText: /^Currency/ })).toContainText("sum of its executed contracts");
    // Nothing of the dialog is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/import-help-${viewport.width}.png` });

    // Both templates are real downloads: the headers and one example row.
    const files: Record<string, string> = {};
    for (const format of ["csv", "xlsx"] as const) {
      const download = page.waitForEvent("download");
      await help.getByTestId(`import-template-${format}`).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`vendor-import-template.${format}`);
      // Kept under its own name: the browser's download folder names files by a random id.
      files[format] = test.info().outputPath(file.suggestedFilename());
      await file.saveAs(files[format]!);
    }
    const csvText = (await readFile(files.csv!, "utf8")).replace(/^\uFEFF/, "");
    const [csvHeader, csvExample, ...csvRest] = csvText.trimEnd().split("\r\n");
    expect(csvHeader).toBe(
      IMPORT_COLUMN_HELP.filter((c) => c.inTemplate)
        .map((c) => c.header)
        .join(","),
    );
    expect(csvExample).toMatch(/^Example Payments Ltd,/);
    expect(csvRest).toEqual([]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readFile(files.xlsx!));
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe("Name");
    expect(workbook.worksheets[0]!.getRow(2).getCell(1).value).toBe("Example Payments Ltd");
    expect(workbook.worksheets[0]!.actualRowCount).toBe(2);

    // "Choose a file…" opens the picker; the template, unchanged, imports its example row.
    const chooser = page.waitForEvent("filechooser");
    await help.getByTestId("import-choose-file").click();
    await (await chooser).setFiles(viewport.width > 1000 ? files.csv! : files.xlsx!);
    await expect(help).toBeHidden();
    const dialog = page.getByTestId("transfer-dialog");
    await expect(dialog.getByTestId("import-imported")).toContainText("1 vendor imported", { timeout: 30_000 });
  });
}

test("a Finance user may export the register but not import into it", async ({ page, request }) => {
  const finance = await createUser(request, "Finance");
  await signIn(page, finance.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/vendor-management");
  await expect(page.getByTestId("vendor-export")).toBeVisible();
  await expect(page.getByTestId("vendor-import")).toHaveCount(0);
});
