import { expect, type Page, test } from "@playwright/test";
import { createContract, createVendor, freshLei } from "@tprm/db/factories";
import { withDatabase } from "./db";
import { createUser, severeViolations, signIn } from "./helpers";

// The register's own data (issue 21) at a desk (1440 px) and on a phone (390 px): a Compliance Officer adds one of
// the bank's entities and a function of it on /register, then fills a contract's Register tab (opened by the
// checks' kind of link, which focuses the field it names) with its service type, the function, the entity using it
// and a subcontractor, and the provider's identification on the vendor's Register tab. Every view passes an axe
// WCAG 2.1 AA scan; a screenshot of each is kept in the test's output folder.

async function look(page: Page, name: string) {
  // A toast's close button is the toaster's own (its size is the toasts test's business): scanned once they are gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  expect(await severeViolations(page), name).toEqual([]);
  // Nothing wider than the screen: the page never scrolls sideways (tables scroll inside their own box).
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

async function saved(page: Page, procedure: string, click: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(procedure) && r.request().method() === "POST"),
    click(),
  ]);
  expect(response.status(), procedure).toBe(200);
}

for (const width of [1440, 390]) {
  test(`a compliance officer keeps the register's entities, functions and a contract's register fields (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const unique = `${width}-${Date.now().toString(36)}`;
    const { contract, provider, subcontractor } = await withDatabase(async (db) => {
      const provider = await createVendor(db, { name: `Cloudy ${unique}`, status: "active", country: "DE" });
      const subcontractor = await createVendor(db, { name: `Racks ${unique}`, status: "active", country: "IE" });
      const contract = await createContract(db, { vendorId: provider.id, name: `Hosting ${unique}`, currency: "EUR" });
      return { contract, provider, subcontractor };
    });
    const officer = await createUser(request, "Compliance Officer");
    await signIn(page, officer.email);
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));

    // An entity of the bank.
    await page.goto("/register?tab=entities");
    await expect(page.getByTestId("register-entities")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("entities-table")).toBeVisible();
    await look(page, `entities-${width}`);
    await page.getByTestId("entities-add").click();
    const entityDialog = page.getByTestId("entity-form-dialog");
    await expect(entityDialog).toBeVisible();
    await expect(page).toHaveURL(/entity=new/);
    // Saved empty: the schema's messages, in words, on the fields.
    await entityDialog.getByRole("button", { name: "Add entity" }).click();
    await expect(entityDialog.getByText("An entity needs its LEI")).toBeVisible();
    const entityName = `Bank ${unique}`;
    await entityDialog.getByLabel("Name").fill(entityName);
    await entityDialog.getByLabel("LEI", { exact: true }).fill(freshLei());
    await entityDialog.getByLabel("Country").selectOption("DE");
    await entityDialog.getByLabel("Type of entity").selectOption("eba_CT:x12");
    await entityDialog.getByLabel("Competent authority").fill("DE_BAFIN");
    await look(page, `entity-dialog-${width}`);
    await saved(page, "register.entities.create", () =>
      entityDialog.getByRole("button", { name: "Add entity" }).click(),
    );
    await expect(entityDialog).toBeHidden();
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(entityName);
    await expect(page.getByTestId("entity-row").filter({ hasText: entityName })).toHaveCount(1);

    // A function of it.
    await page.getByRole("tab", { name: "Functions" }).click();
    await expect(page.getByTestId("register-functions")).toBeVisible();
    await page.getByTestId("functions-add").click();
    const functionDialog = page.getByTestId("function-form-dialog");
    await expect(functionDialog).toBeVisible();
    const functionName = `Payments ${unique}`;
    await functionDialog.getByLabel("Function identifier").fill(`F-${unique}`);
    await functionDialog.getByLabel("Name").fill(functionName);
    await functionDialog.getByLabel("Entity", { exact: true }).selectOption({ label: entityName });
    await functionDialog.getByLabel("Licensed activity").selectOption("eba_TA:x28");
    await functionDialog.getByLabel("Critical or important").selectOption("eba_BT:x28");
    await functionDialog.getByLabel("Recovery time objective (hours)").fill("4");
    await functionDialog.getByLabel("Recovery point objective (hours)").fill("1");
    await look(page, `function-dialog-${width}`);
    await saved(page, "register.functions.create", () =>
      functionDialog.getByRole("button", { name: "Add function" }).click(),
    );
    await expect(functionDialog).toBeHidden();
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(functionName);
    const functionRow = page.getByTestId("function-row").filter({ hasText: functionName });
    await expect(functionRow).toHaveCount(1);
    await look(page, `functions-${width}`);

    // A link to the function's field (the checks' kind) opens its dialog with that field focused; closing forgets both.
    await functionRow.getByRole("link", { name: functionName }).click();
    await expect(functionDialog).toBeVisible();
    const functionId = new URL(page.url()).searchParams.get("function");
    expect(functionId).toMatch(/^[0-9a-f-]{36}$/);
    await page.goto(`/register?tab=functions&function=${functionId}&field=rpoHours`);
    await expect(functionDialog.getByLabel("Recovery point objective (hours)")).toBeFocused({ timeout: 30_000 });
    await expect(functionDialog.getByLabel("Recovery point objective (hours)")).toHaveValue("1");
    await functionDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(functionDialog).toBeHidden();
    expect(new URL(page.url()).searchParams.has("field")).toBe(false);
    expect(new URL(page.url()).searchParams.has("function")).toBe(false);

    // The entity its function belongs to cannot be deleted: the server's refusal stays in the dialog.
    await page.getByRole("tab", { name: "Entities" }).click();
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(entityName);
    const entityRow = page.getByTestId("entity-row").filter({ hasText: entityName });
    await entityRow.getByTestId("entity-delete").click();
    const confirm = page.getByTestId("entity-delete-dialog");
    await confirm.getByTestId("entity-delete-dialog-confirm").click();
    await expect(confirm.getByTestId("entity-delete-dialog-refused")).toBeVisible();
    await look(page, `entity-delete-refused-${width}`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(entityRow).toHaveCount(1);

    // A CSV import: a file with a problem lists it by row and column and writes nothing; a good one is imported.
    await page.getByTestId("entities-import").click();
    const importDialog = page.getByTestId("entities-import-dialog");
    const csv = (lei: string) => ({
      name: "entities.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`kind,name,lei,country,entity_type\nentity,Imported ${unique},${lei},AT,eba_CT:x12\n`),
    });
    await importDialog.getByLabel("CSV file").setInputFiles(csv("NOT-A-LEI"));
    await importDialog.getByTestId("import-submit").click();
    const problems = importDialog.getByTestId("import-row-errors");
    await expect(problems).toBeVisible();
    await expect(problems.getByRole("row").nth(1)).toContainText("lei");
    await look(page, `entities-import-refused-${width}`);
    await importDialog.getByLabel("CSV file").setInputFiles(csv(freshLei()));
    await saved(page, "register.entities.import", () => importDialog.getByTestId("import-submit").click());
    await expect(importDialog).toBeHidden();
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(`Imported ${unique}`);
    await expect(page.getByTestId("entity-row").filter({ hasText: `Imported ${unique}` })).toHaveCount(1);

    // The contract's Register tab, as a check's link opens it: the field it names has the focus.
    await page.goto(`/contracts?contract=${contract.id}&section=register&field=ictServiceType`);
    const form = page.getByTestId("contract-register-form");
    await expect(form).toBeVisible({ timeout: 30_000 });
    const serviceType = form.locator('[name="ictServiceType"]');
    await expect(serviceType).toBeFocused();
    await look(page, `contract-register-${width}`);
    await serviceType.selectOption("eba_TA:S19");
    await form.locator('[name="annualCost"]').fill("48000");
    await form.locator('[name="providerNoticePeriodDays"]').fill("90");
    await form.locator('[name="governingLawCountry"]').selectOption("DE");
    await form.locator('[name="substitutability"]').selectOption("eba_ZZ:x961");
    await form.locator('[name="exitPlanExists"]').selectOption("yes");
    const functions = form.getByTestId("register-functions-picker");
    await functions.getByRole("searchbox").fill(functionName);
    await functions.getByRole("checkbox", { name: functionName }).check();
    await form.getByTestId("register-add-recipient").click();
    await form.locator('[name="recipients.0.entityId"]').selectOption({ label: entityName });
    await form.getByTestId("register-add-subcontractor").click();
    const sub = form.getByTestId("register-subcontractor-vendor-0");
    await sub.getByRole("searchbox").fill(subcontractor.name);
    await sub.getByRole("radio", { name: subcontractor.name }).check();
    await form.locator('[name="subcontractors.0.serviceType"]').selectOption("eba_TA:S07");
    const countries = form.getByTestId("register-subcontractor-dataLocations-0");
    await countries.getByRole("searchbox").fill("Ireland");
    await countries.getByRole("checkbox", { name: "Ireland" }).check();
    await look(page, `contract-register-filled-${width}`);
    await saved(page, "register.contract.update", () => form.getByTestId("contract-register-save").click());
    await expect(form.locator('[name="annualCost"]')).toHaveValue("48000.00");

    // Read again from the server: everything kept.
    await page.reload();
    await expect(form).toBeVisible({ timeout: 30_000 });
    await expect(form.locator('[name="ictServiceType"]')).toHaveValue("eba_TA:S19");
    await expect(form.locator('[name="providerNoticePeriodDays"]')).toHaveValue("90");
    await expect(functions.getByRole("list")).toContainText(functionName);
    await expect(form.locator('[name="recipients.0.entityId"]')).toHaveValue(/.+/);
    await expect(form.getByTestId("register-subcontractor-row")).toHaveCount(1);
    await expect(form.getByTestId("register-subcontractor-dataLocations-0").getByRole("list")).toContainText("Ireland");

    // The function now counts the contract.
    await page.goto("/register?tab=functions");
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(functionName);
    await expect(functionRow.getByRole("cell").nth(6)).toHaveText("1");

    // The provider's identification on the vendor's Register tab, the field named focused.
    await page.goto(`/vendor-management?vendor=${provider.id}&section=register&field=vatNumber`);
    const vendorForm = page.getByTestId("vendor-register-form");
    await expect(vendorForm).toBeVisible({ timeout: 30_000 });
    const vat = vendorForm.locator('[name="vatNumber"]');
    await expect(vat).toBeFocused();
    await vat.fill("DE123456789");
    await vendorForm.locator('[name="personType"]').selectOption("eba_CT:x212");
    await vendorForm.locator('[name="lei"]').fill("NOT-A-LEI");
    await vendorForm.getByTestId("vendor-register-save").click();
    await expect(vendorForm.getByText(/Enter a valid LEI/)).toBeVisible();
    await vendorForm.locator('[name="lei"]').fill("");
    await look(page, `vendor-register-${width}`);
    await saved(page, "register.vendor.update", () => vendorForm.getByTestId("vendor-register-save").click());
    await expect(vat).toHaveValue("DE123456789");
  });
}
