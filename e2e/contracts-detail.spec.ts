import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * Issue 14, the contract's own screens at a desk (1440 px) and on a phone (390 px): the detail sheet (overview with
 * the notice deadline and the expiring badge, documents in versions, history, invoices), the Draft Contract tab's
 * real stepper (moved to Approval, approved by Legal, who does not own it) and the vendor record's Contracts tab.
 * Every view passes an axe WCAG 2.1 AA scan; a screenshot of each is kept in the test's output folder.
 */

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

/** A screenshot of the view in the test's output folder (--output), to look at after the run. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

async function expectAccessible(page: Page) {
  expect(await severeViolations(page)).toEqual([]);
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function userId(request: APIRequestContext, email: string): Promise<string> {
  const me = await request.get("/api/auth/me", {
    headers: { authorization: `Bearer ${await apiToken(request, email)}` },
  });
  expect(me.status()).toBe(200);
  return (await me.json()).data.user.id;
}

/** A vendor with a contract ending in 20 days (renewing, 90 days' notice), a signed document in two versions and an invoice. */
async function contractOnRecord(request: APIRequestContext, unique: string) {
  const admin = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
  const owner = await createUser(request, "Procurement", { firstName: "Olivia", lastName: `Owner${unique}` });
  const legal = await createUser(request, "Legal", { firstName: "Liam", lastName: `Counsel${unique}` });
  const finance = await createUser(request, "Finance", { firstName: "Fiona", lastName: `Finance${unique}` });
  const vendor = await request.post("/api/vendors", {
    headers: admin,
    data: { name: `Detail Vendor ${unique}`, country: "DE" },
  });
  expect(vendor.status(), await vendor.text()).toBe(201);
  const vendorId: string = (await vendor.json()).data.id;
  const ownerHeaders = { authorization: `Bearer ${await apiToken(request, owner.email)}` };
  const created = await request.post("/api/contracts", {
    headers: ownerHeaders,
    data: {
      name: `Core banking hosting ${unique}`,
      vendorId,
      type: "outsourcing_agreement",
      value: "1200000.00",
      currency: "EUR",
      startDate: isoDay(-340),
      endDate: isoDay(20),
      autoRenewal: true,
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      riskLevel: "high",
      criticalFunction: true,
      governingLaw: "German law",
      dataStorageCountries: ["DE"],
      dataProcessingCountries: ["DE", "IE"],
      terminationRights: "For cause with 30 days' notice; for convenience with 6 months' notice.",
      exitPlan: "Migrate to the secondary provider within 9 months.",
      description: "Hosting and operation of the core banking platform.",
      ownerId: await userId(request, owner.email),
      stage: "negotiation",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contract: { id: string; reference: string; name: string } = (await created.json()).data;

  const document = await request.post(`/api/contracts/${contract.id}/documents`, {
    headers: ownerHeaders,
    multipart: {
      kind: "draft",
      title: "Hosting agreement",
      file: { name: "hosting-agreement.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(document.status(), await document.text()).toBe(201);
  const documentId: string = (await document.json()).data.id;
  const version = await request.post(`/api/contracts/${contract.id}/documents/${documentId}/versions`, {
    headers: ownerHeaders,
    multipart: {
      note: "Legal's comments taken in",
      file: { name: "hosting-agreement-v2.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(version.status(), await version.text()).toBe(201);

  const invoice = await request.post("/api/invoices", {
    headers: admin,
    data: {
      vendorId,
      contractId: contract.id,
      number: `INV-${unique}`,
      amount: "100000.00",
      currency: "EUR",
      issueDate: isoDay(-10),
      dueDate: isoDay(20),
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return { contract, vendorId, legal, finance };
}

for (const viewport of [
  { name: "desktop", width: 1440, height: 1000 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`a contract's detail, its lifecycle and the vendor's contracts (${viewport.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const unique = `${viewport.name}${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const { contract, vendorId, legal, finance } = await contractOnRecord(request, unique);
    const shotName = (view: string) => `${view}-${viewport.width}`;

    await signIn(page, legal.email);
    // Legal's home is the governance screen, not the dashboard.
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));

    // The detail, opened by its link.
    await page.goto(`/contracts?contract=${contract.id}`);
    const detail = page.getByTestId("contract-detail");
    await expect(detail.getByRole("heading", { name: contract.name })).toBeVisible();
    await expect(detail.getByTestId("contract-reference")).toHaveText(contract.reference);
    await expect(detail.getByTestId("contract-status")).toHaveText("Status: Draft");
    await expect(detail.getByTestId("contract-expiring").first()).toHaveText("Expires in 20 days");
    await expect(detail.getByTestId("contract-notice-deadline")).not.toHaveText("—");
    await expect(detail.getByTestId("contract-overview")).toContainText("Germany (DE)");
    await expect(detail.getByRole("button", { name: "Terminate" })).toBeVisible();
    await expect(detail.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await shot(page, shotName("detail-overview"));
    await expectAccessible(page);

    await detail.getByRole("tab", { name: /^Documents/ }).click();
    await expect(detail.getByTestId("document-version")).toHaveCount(2);
    await expect(detail.getByRole("link", { name: "Download hosting-agreement.pdf, version 1" })).toHaveAttribute(
      "href",
      /\/api\/files\/.+\/download$/,
    );
    await detail.getByRole("button", { name: "Upload document" }).click();
    const upload = detail.getByTestId("document-upload");
    await upload.getByRole("combobox", { name: "Kind" }).selectOption("amendment");
    await upload.getByRole("textbox", { name: "Title" }).fill("Amendment 1: service levels");
    await upload
      .getByLabel("File")
      .setInputFiles({ name: "amendment-1.pdf", mimeType: "application/pdf", buffer: PDF });
    await shot(page, shotName("detail-documents-upload"));
    await expectAccessible(page);
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload).toBeHidden();
    await expect(detail.getByTestId("contract-document")).toHaveCount(2);
    await shot(page, shotName("detail-documents"));

    await detail.getByRole("tab", { name: /^History/ }).click();
    await expect(detail.getByTestId("history-event").first()).toBeVisible();
    await shot(page, shotName("detail-history"));
    await expectAccessible(page);

    // Legal does not see invoices; Finance does (below).
    await expect(detail.getByRole("tab", { name: /^Invoices/ })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();

    // The Draft Contract tab: the real stage, moved to Approval, approved by Legal (not the owner).
    await page.goto(`/contracts?tab=draft&contract=${contract.id}`);
    const stepper = page.getByRole("list", { name: "Contract lifecycle" });
    await expect(stepper.locator('[aria-current="step"]')).toContainText("Negotiation");
    await shot(page, shotName("draft-negotiation"));
    await expectAccessible(page);
    const actions = page.getByTestId("stage-actions");
    await actions.getByRole("button", { name: "Move to Approval" }).click();
    const panel = page.getByTestId("stage-panel");
    await panel.getByLabel("Note (optional)").fill("Terms agreed with the vendor.");
    await panel.getByRole("button", { name: "Move to Approval" }).click();
    await expect(panel).toBeHidden();
    await expect(stepper.locator('[aria-current="step"]')).toContainText("Approval");
    await expect(actions.getByRole("button", { name: "Move to Execution" })).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByTestId("execution-blocked")).toBeVisible();
    await shot(page, shotName("draft-approval"));
    await expectAccessible(page);
    await actions.getByRole("button", { name: "Approve" }).click();
    await panel.getByRole("button", { name: "Approve" }).click();
    await expect(panel).toBeHidden();
    await expect(actions.getByRole("button", { name: "Move to Execution" })).not.toHaveAttribute("aria-disabled");
    await actions.getByRole("button", { name: "Back to…" }).click();
    await page.getByRole("menuitem", { name: "Back to Drafting" }).click();
    await expect(panel.getByTestId("withdraw-warning")).toBeVisible();
    await shot(page, shotName("draft-back-warning"));
    await expectAccessible(page);
    await panel.getByRole("button", { name: "Cancel" }).click();

    // The vendor record's Contracts tab.
    await page.goto(`/vendor-management?vendor=${vendorId}`);
    const record = page.getByTestId("vendor-detail");
    await record.getByRole("tab", { name: /^Contracts/ }).click();
    const item = record.getByTestId("vendor-contract");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Approved");
    await expect(item.getByTestId("contract-expiring")).toHaveText("Expires in 20 days");
    await expect(record.getByTestId("vendor-contracts")).toContainText("No active contracts.");
    await shot(page, shotName("vendor-contracts"));
    await expectAccessible(page);
    await item.getByRole("link", { name: new RegExp(`^Open ${contract.reference}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/contracts\\?contract=${contract.id}`));
    await expect(page.getByTestId("contract-detail").getByRole("heading", { name: contract.name })).toBeVisible();

    // Finance sees the invoices billed under the contract.
    await page.context().clearCookies();
    await signIn(page, finance.email);
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto(`/contracts?contract=${contract.id}`);
    const financeView = page.getByTestId("contract-detail");
    await financeView.getByRole("tab", { name: /^Invoices/ }).click();
    await expect(financeView.getByTestId("contract-invoice")).toHaveCount(1);
    await expect(financeView.getByTestId("contract-actions")).toHaveCount(0);
    await shot(page, shotName("detail-invoices"));
    await expectAccessible(page);
  });
}
