import { expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * Issue 15, the Document Repository tab at a desk (1440 px) and on a phone (390 px): a Compliance Officer creates a
 * category and documents (one with a file), sees the category's count and compliance rate follow its documents,
 * browses the category, searches, downloads the file and archives a document after confirming; an Executive reads
 * the tab without any way to change it. Every view passes an axe WCAG 2.1 AA scan and fits the phone's width.
 */

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 1000 },
  { name: "phone", width: 390, height: 844 },
];

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function expectAccessible(page: Page) {
  expect(await severeViolations(page)).toEqual([]);
  // Nothing is wider than the screen: the page itself never scrolls sideways (tables scroll inside their card).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const card = (page: Page, name: string) => page.getByTestId("category-card").filter({ hasText: name });

for (const viewport of VIEWPORTS) {
  test(`a Compliance Officer runs the repository (${viewport.name})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const unique = `${viewport.name}${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const category = `Audit Reports ${unique}`;
    const officer = await createUser(request, "Compliance Officer", { lastName: `Officer${unique}` });
    const shotName = (view: string) => `${view}-${viewport.width}`;

    await signIn(page, officer.email);
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto("/governance?tab=documents");
    // The first screen of a cold server loads its chunks and translations: give it longer than an action.
    await expect(page.getByTestId("average-document-compliance")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("policy-compliance")).toBeVisible();

    // A category: the dialog, then its card without documents (no rate, never a made-up figure).
    await page.getByTestId("new-category").click();
    const categoryDialog = page.getByTestId("category-dialog");
    await categoryDialog.getByRole("button", { name: "Create category" }).click();
    await expect(categoryDialog.getByText("Category name is required")).toBeVisible();
    await categoryDialog.getByRole("textbox", { name: "Category name" }).fill(category);
    await categoryDialog.getByRole("textbox", { name: "Owner" }).fill("Head of Internal Audit");
    await expectAccessible(page);
    await categoryDialog.getByRole("button", { name: "Create category" }).click();
    await expect(categoryDialog).toBeHidden();
    await expect(card(page, category).getByTestId("category-count")).toHaveText("0");
    await expect(card(page, category).getByTestId("category-rate")).toHaveText("No documents");

    // New Document: the schema's messages on the fields, then a compliant document with its file.
    await page.getByTestId("new-document").click();
    const dialog = page.getByTestId("document-dialog");
    await dialog.getByRole("button", { name: "Add document" }).click();
    await expect(dialog.getByText("Document title is required")).toBeVisible();
    await expect(dialog.getByText("Category is required")).toBeVisible();
    await expect(dialog.getByText("Document owner is required")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Document title" }).fill(`Internal audit report ${unique}`);
    await dialog.getByRole("combobox", { name: "Category" }).selectOption({ label: category });
    await dialog.getByRole("textbox", { name: "Document owner" }).fill("Head of Internal Audit");
    await dialog.getByRole("combobox", { name: "Status", exact: true }).selectOption("active");
    await dialog.getByRole("combobox", { name: "Compliance status" }).selectOption("compliant");
    await dialog
      .getByLabel("File")
      .setInputFiles({ name: "audit-report.pdf", mimeType: "application/pdf", buffer: PDF });
    await shot(page, shotName("documents-new"));
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Add document" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, category).getByTestId("category-count")).toHaveText("1");
    await expect(card(page, category).getByTestId("category-rate")).toHaveText("100.0%");

    // A second, non-compliant document (over the API, as another tool would): the rate follows, 1 of 2.
    const token = await apiToken(request, officer.email);
    const categoryId = await card(page, category).getAttribute("data-category-id");
    const second = await request.post("/api/governance/documents", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Management letter ${unique}`,
        categoryId,
        owner: "External Auditor",
        status: "active",
        compliance: "non_compliant",
      },
    });
    expect(second.status(), await second.text()).toBe(201);
    await page.reload();
    await expect(card(page, category).getByTestId("category-count")).toHaveText("2");
    await expect(card(page, category).getByTestId("category-rate")).toHaveText("50.0%");
    await shot(page, shotName("documents-tab"));
    await expectAccessible(page);

    // Browse Documents: the category's documents, in the URL.
    await card(page, category).getByTestId("category-browse").click();
    await expect(page).toHaveURL(new RegExp(`category=${categoryId}`));
    await expect(page.getByTestId("documents-heading")).toHaveText(`Documents in ${category}`);
    await expect(page.getByTestId("document-row")).toHaveCount(2);

    // Download: the real file.
    const row = page.getByTestId("document-row").filter({ hasText: `Internal audit report ${unique}` });
    const downloading = page.waitForEvent("download");
    await row.getByTestId("document-download").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("audit-report.pdf");

    // The search box searches documents, in the URL.
    await page.getByTestId("documents-show-recent").click();
    await page.getByTestId("documents-search").fill(`Management letter ${unique}`);
    await expect(page).toHaveURL(/q=Management/);
    await expect(page.getByTestId("document-row")).toHaveCount(1);

    // View, then Archive after confirming: the document leaves its category's figures.
    await page.getByTestId("document-row").getByTestId("document-view").click();
    const detail = page.getByTestId("document-detail");
    await expect(detail.getByRole("heading", { name: `Management letter ${unique}` })).toBeVisible();
    await shot(page, shotName("documents-detail"));
    await expectAccessible(page);
    await detail.getByTestId("document-archive").click();
    await page.getByTestId("document-archive-confirm").click();
    await expect(detail).toBeHidden();
    await expect(page.getByTestId("document-row").getByTestId("document-status")).toHaveText("Archived");
    await expect(card(page, category).getByTestId("category-count")).toHaveText("1");
    await expect(card(page, category).getByTestId("category-rate")).toHaveText("100.0%");
  });

  test(`an Executive reads the repository without changing it (${viewport.name})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const unique = `${viewport.name}${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const admin = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
    const made = await request.post("/api/governance/document-categories", {
      headers: admin,
      data: { name: `Board Papers ${unique}`, owner: "Company Secretary" },
    });
    expect(made.status(), await made.text()).toBe(201);
    const doc = await request.post("/api/governance/documents", {
      headers: admin,
      data: { title: `Board minutes ${unique}`, categoryId: (await made.json()).data.id, owner: "Company Secretary" },
    });
    expect(doc.status(), await doc.text()).toBe(201);
    const executive = await createUser(request, "Executive", { lastName: `Exec${unique}` });

    await signIn(page, executive.email);
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto("/governance?tab=documents");
    await expect(card(page, `Board Papers ${unique}`)).toBeVisible();
    await expect(page.getByTestId("new-document")).toHaveCount(0);
    await expect(page.getByTestId("new-category")).toHaveCount(0);
    await expect(page.getByTestId("category-edit")).toHaveCount(0);
    await shot(page, `documents-readonly-${viewport.width}`);
    await expectAccessible(page);
    await page.getByTestId("documents-search").fill(`Board minutes ${unique}`);
    await expect(page.getByTestId("document-row")).toHaveCount(1);
    await page.getByTestId("document-view").click();
    const detail = page.getByTestId("document-detail");
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId("document-edit")).toHaveCount(0);
    await expect(detail.getByTestId("document-archive")).toHaveCount(0);
    await expectAccessible(page);
  });
}
