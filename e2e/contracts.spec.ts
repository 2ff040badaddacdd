import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations, signIn } from "./helpers";

/**
 * Issue 14, end to end in the browser: Procurement uploads a contract template and makes a contract from it (the
 * template's file becomes the contract's draft document), moves it to Approval; a Legal user who does not own it
 * approves it and moves it to Execution; the vendor's record lists it as Active. An owner cannot approve their own
 * contract, and an Executive is refused the Contract Governance Center.
 */

/** A small PDF: the server checks the content, not the name. */
const TEMPLATE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
);

async function chooseIn(page: Page, picker: string, search: string, option: string) {
  const box = page.getByTestId(picker);
  await box.getByRole("searchbox").or(box.getByRole("textbox")).first().fill(search);
  await box.getByRole("radio", { name: new RegExp(option) }).check();
}

async function expectAccessible(page: Page) {
  expect(await severeViolations(page)).toEqual([]);
}

/** Moves the contract open in the Draft Contract tab forward one stage, through the confirmation. */
async function moveTo(page: Page, stage: string) {
  const actions = page.getByTestId("stage-actions");
  await actions.getByRole("button", { name: `Move to ${stage}` }).click();
  const panel = page.getByTestId("stage-panel");
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: `Move to ${stage}` }).click();
  await expect(page.getByText(new RegExp(`moved to ${stage}\\.`)).first()).toBeVisible();
  await expect(panel).toBeHidden();
}

async function userId(request: APIRequestContext, email: string): Promise<string> {
  const headers = { authorization: `Bearer ${await apiToken(request, email)}` };
  const me = await request.get("/api/auth/me", { headers });
  expect(me.status()).toBe(200);
  return (await me.json()).data.user.id;
}

test("Procurement makes a contract from a template, Legal approves it, it is executed and the vendor record shows it", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const buyer = await createUser(request, "Procurement", { lastName: `Buyer${unique}` });
  const legal = await createUser(request, "Legal", { lastName: `Counsel${unique}` });
  const admin = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
  const vendor = `Contract Vendor ${unique}`;
  const created = await request.post("/api/vendors", { headers: admin, data: { name: vendor, country: "GB" } });
  expect(created.status()).toBe(201);
  const vendorId: string = (await created.json()).data.id;
  const templateName = `Cloud services MSA ${unique}`;
  const contractName = `Hosting agreement ${unique}`;

  // Procurement: the Templates tab, then Upload template.
  await signIn(page, buyer.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/contracts?tab=templates");
  const tab = page.getByTestId("templates-tab");
  await expect(tab).toBeVisible();
  await expect(tab.getByTestId("templates-empty").or(tab.getByTestId("templates-count"))).toBeVisible();
  await expectAccessible(page);
  await tab.getByRole("button", { name: "Upload template" }).first().click();
  const upload = page.getByTestId("upload-template-dialog");
  await expect(upload).toBeVisible();
  await upload.getByTestId("template-file").setInputFiles({
    name: "cloud-msa.pdf",
    mimeType: "application/pdf",
    buffer: TEMPLATE_PDF,
  });
  await upload.getByRole("textbox", { name: "Name" }).fill(templateName);
  await upload.getByRole("combobox", { name: "Contract type" }).selectOption("master_services_agreement");
  await upload.getByRole("textbox", { name: "Description" }).fill("For cloud hosting providers.");
  await expectAccessible(page);
  await upload.getByRole("button", { name: "Upload template" }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByText(`Template “${templateName}” uploaded`)).toBeVisible();

  // The template's card: type, version 1, no contracts yet; its version downloads.
  await tab.getByRole("searchbox", { name: "Search templates" }).fill(unique);
  const card = tab.getByTestId("template-card").filter({ hasText: templateName });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("template-type")).toHaveText("Master Services Agreement");
  await expect(card.getByTestId("template-version-badge")).toHaveText("Version 1");
  await expect(card.getByTestId("template-contracts")).toHaveText("0");
  await card.getByRole("button", { name: "1 version" }).click();
  const download = card.getByRole("link", { name: `Download version 1 of ${templateName} (cloud-msa.pdf)` });
  const fileUrl = await download.getAttribute("href");
  expect(fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]+\/download$/);
  const fetched = await page.request.get(fileUrl ?? "");
  expect(fetched.status()).toBe(200);
  expect((await fetched.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectAccessible(page);

  // New contract from this template: the type is preset; the vendor, value and owner are chosen.
  await card.getByRole("button", { name: "New contract from this template" }).click();
  const form = page.getByTestId("contract-form-dialog");
  await expect(form).toBeVisible();
  await expect(form).toContainText(templateName);
  await expect(form.getByRole("combobox", { name: "Type" })).toHaveValue("master_services_agreement");
  await form.getByRole("textbox", { name: "Contract name" }).fill(contractName);
  await chooseIn(page, "contract-vendor-picker", vendor, vendor);
  await form.getByRole("textbox", { name: "Value" }).fill("240000");
  await form.getByRole("combobox", { name: "Currency" }).selectOption("GBP");
  await chooseIn(page, "contract-owner-picker", `Buyer${unique}`, `Buyer${unique}`);
  await expectAccessible(page);
  await form.getByRole("button", { name: "Add contract" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(new RegExp(`Contract CT-\\d{4}-\\d{4,} “${contractName}” added`))).toBeVisible();

  // The new contract opens in its detail: a draft at Initiation whose draft document is the template's file.
  await expect(page).toHaveURL(/[?&]contract=[0-9a-f-]{36}/);
  const contractId = new URL(page.url()).searchParams.get("contract") ?? "";
  const detail = page.getByTestId("contract-detail");
  await expect(detail).toBeVisible();
  const reference = ((await detail.getByTestId("contract-reference").textContent()) ?? "").trim();
  expect(reference).toMatch(/^CT-\d{4}-\d{4,}$/);
  await expect(detail.getByTestId("contract-stage")).toContainText("Initiation");
  await detail.getByRole("tab", { name: /^Documents/ }).click();
  const document = detail.getByTestId("contract-document");
  await expect(document).toHaveCount(1);
  await expect(document).toContainText("Draft");
  await expect(document.getByTestId("document-version")).toHaveCount(1);
  await expect(document.getByTestId("document-version")).toContainText("cloud-msa.pdf");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // The template counts the contract made from it.
  await page.goto(`/contracts?tab=templates`);
  await tab.getByRole("searchbox", { name: "Search templates" }).fill(unique);
  await expect(card.getByTestId("template-contracts")).toHaveText("1");

  // The Draft Contract tab: forward one stage at a time to Approval. Procurement cannot approve.
  await page.goto(`/contracts?tab=draft&contract=${contractId}`);
  await expect(page.getByTestId("stage-actions")).toBeVisible();
  await expectAccessible(page);
  for (const stage of ["Drafting", "Negotiation", "Approval"]) await moveTo(page, stage);
  const actions = page.getByTestId("stage-actions");
  await expect(actions.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(actions).toContainText("Waiting for approval by Legal or Legal Counsel.");
  await expect(actions.getByRole("button", { name: "Move to Execution" })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByTestId("execution-blocked")).toContainText("Execution needs an approved contract");

  // Legal, who does not own the contract, approves it and moves it to Execution.
  await page.context().clearCookies();
  await signIn(page, legal.email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto(`/contracts?tab=draft&contract=${contractId}`);
  await expect(actions.getByRole("button", { name: "Approve" })).toBeVisible();
  await expectAccessible(page);
  await actions.getByRole("button", { name: "Approve" }).click();
  const panel = page.getByTestId("stage-panel");
  await panel.getByRole("textbox", { name: /Note/ }).fill("Terms checked against the outsourcing policy.");
  await panel.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(`${reference} approved.`)).toBeVisible();
  await moveTo(page, "Execution");

  // Executed: the contract is Active in its detail, and its history keeps the approval.
  await page.goto(`/contracts?contract=${contractId}`);
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId("contract-stage")).toContainText("Execution");
  await expect(detail).toContainText("Active");
  await detail.getByRole("tab", { name: /^History/ }).click();
  await expect(detail.getByRole("tabpanel")).toContainText("Terms checked against the outsourcing policy.");
  await expectAccessible(page);

  // The vendor's record lists it in its Contracts tab.
  await page.goto(`/vendor-management?vendor=${vendorId}`);
  const record = page.getByTestId("vendor-detail");
  await expect(record).toBeVisible();
  await record.getByRole("tab", { name: /^Contracts/ }).click();
  const listed = record.getByTestId("vendor-contract");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(reference);
  await expect(listed).toContainText(contractName);
  await expect(listed).toContainText("Active");
  await expect(record.getByTestId("vendor-contract-book")).toBeVisible();
  await expectAccessible(page);
});

test("the owner of a contract cannot approve it, even holding the right to approve", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const buyer = await createUser(request, "Procurement", { lastName: `Buyer${unique}` });
  const owner = await createUser(request, "Legal", { lastName: `Owner${unique}` });
  const admin = { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
  const vendor = await request.post("/api/vendors", {
    headers: admin,
    data: { name: `Owner Vendor ${unique}`, country: "DE" },
  });
  expect(vendor.status()).toBe(201);

  // Procurement creates the contract with the Legal user as its owner, and takes it to Approval.
  const headers = { authorization: `Bearer ${await apiToken(request, buyer.email)}` };
  const created = await request.post("/api/contracts", {
    headers,
    data: {
      name: `Owned contract ${unique}`,
      vendorId: (await vendor.json()).data.id,
      type: "Service Agreement",
      value: "50000",
      currency: "EUR",
      startDate: "2026-01-01",
      ownerId: await userId(request, owner.email),
    },
  });
  expect(created.status()).toBe(201);
  const contract = (await created.json()).data;
  for (const stage of ["drafting", "negotiation", "approval"]) {
    const moved = await request.post(`/api/contracts/${contract.id}/stage`, { headers, data: { stage } });
    expect(moved.status()).toBe(200);
  }

  // The owner sees no Approve button, and is told why.
  await signIn(page, owner.email);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto(`/contracts?tab=draft&contract=${contract.id}`);
  const actions = page.getByTestId("stage-actions");
  await expect(actions).toContainText("You own this contract: someone else must approve it.");
  await expect(actions.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expectAccessible(page);

  // The server refuses it too.
  const ownerHeaders = { authorization: `Bearer ${await apiToken(request, owner.email)}` };
  const refused = await request.post(`/api/contracts/${contract.id}/approve`, { headers: ownerHeaders, data: {} });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe("You own this contract: someone else must approve it.");
});

test("an Executive is refused the Contract Governance Center", async ({ page, request }) => {
  const executive = await createUser(request, "Executive", { lastName: `Exec${Date.now()}` });
  await signIn(page, executive.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto("/contracts");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByTestId("templates-tab")).toHaveCount(0);
  await expectAccessible(page);
});
