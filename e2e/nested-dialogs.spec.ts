import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, signIn } from "./helpers";

/**
 * A dialog opened from inside another open dialog takes the keyboard focus, keeps it while Tab cycles through it,
 * and gives it back to the button that opened it on Escape: the evidence delete confirmation and the Edit form over
 * the assessment detail, the Vendor Review over the vendor record. Driven by the keyboard only.
 */

async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, demoEmail("Admin"))}` };
}

/** An open assessment of a new vendor, led by `email`, with one evidence file on its IT domain. */
async function assessmentWithEvidence(request: APIRequestContext, email: string) {
  const headers = await adminHeaders(request);
  const vendor = await request.post("/api/vendors", { headers, data: { name: `Nested ${Date.now()}`, country: "DE" } });
  expect(vendor.status()).toBe(201);
  const me = await request.get("/api/auth/me", {
    headers: { authorization: `Bearer ${await apiToken(request, email)}` },
  });
  const created = await request.post("/api/risk-assessments", {
    headers,
    data: {
      vendorId: (await vendor.json()).data.id,
      leadAssessorId: (await me.json()).data.user.id,
      assessmentDate: "2026-02-01",
      domains: { itBusinessContinuity: { score: 4, notes: "Recovery tested twice a year." } },
    },
  });
  expect(created.status()).toBe(201);
  const id: string = (await created.json()).data.id;
  const upload = await request.post(`/api/risk-assessments/${id}/evidence`, {
    headers,
    multipart: {
      domain: "itBusinessContinuity",
      file: { name: "dr-test.txt", mimeType: "text/plain", buffer: Buffer.from("Failover drill report") },
    },
  });
  expect(upload.status()).toBe(201);
  return id;
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
const holdsFocus = (layer: Locator) => layer.evaluate((el) => el.contains(document.activeElement));

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tab moves through `layer` only: `presses` times, the focus is in it after each. */
async function focusStaysIn(page: Page, layer: Locator, presses: number) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    expect(await holdsFocus(layer)).toBe(true);
  }
}

test("over the assessment detail, the evidence confirmation and the Edit form take the focus and give it back", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const manager = await createUser(request, "Risk Manager");
  const id = await assessmentWithEvidence(request, manager.email);
  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`/risk-assessment?assessment=${id}`);
  const detail = page.getByTestId("assessment-detail");
  await expect(detail.getByTestId("evidence-file")).toHaveCount(1);

  // The confirmation opens on its Cancel; Tab stays in it; Escape closes it alone, back on the button.
  const deleteButton = detail.getByRole("button", { name: "Delete dr-test.txt" });
  await tabTo(page, deleteButton);
  await page.keyboard.press("Enter");
  const confirm = page.getByTestId("delete-evidence-dialog");
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await focusStaysIn(page, confirm, 3);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(detail).toBeVisible();
  await expect(deleteButton).toBeFocused();

  // Confirmed from the keyboard: the file goes, and the focus goes to the domain's Add file.
  await page.keyboard.press("Enter");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Delete file" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  await expect(detail.getByTestId("evidence-file")).toHaveCount(0);
  await expect(detail.getByRole("button", { name: "Add file to IT & business continuity" })).toBeFocused();

  // The Edit form over the detail: focus in the form, Tab stays there, Escape returns to Edit.
  const edit = detail.getByRole("button", { name: "Edit", exact: true });
  await tabTo(page, edit);
  await page.keyboard.press("Enter");
  const form = page.getByTestId("assessment-form-dialog");
  await expect(form).toBeVisible();
  await expect.poll(() => holdsFocus(form)).toBe(true);
  await focusStaysIn(page, form, 6);
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(detail).toBeVisible();
  await expect(edit).toBeFocused();

  // Opened a second time (its texts loaded by now), the same.
  await page.keyboard.press("Enter");
  await expect.poll(() => holdsFocus(form)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(edit).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
});

test("over the vendor record, the Vendor Review takes the focus and gives it back", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const manager = await createUser(request, "Vendor Manager");
  const name = `Nested Record ${Date.now()}`;
  const created = await request.post("/api/vendors", {
    headers: await adminHeaders(request),
    data: { name, country: "DE" },
  });
  expect(created.status()).toBe(201);
  await signIn(page, manager.email);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`/vendor-management?vendor=${(await created.json()).data.id}`);
  const record = page.getByRole("dialog", { name });
  await expect(record).toBeVisible();

  const reviewButton = record.getByRole("button", { name: "Review vendor" });
  await tabTo(page, reviewButton);
  await page.keyboard.press("Enter");
  const review = page.getByRole("dialog", { name: "Vendor Review" });
  await expect(review).toBeVisible();
  await expect.poll(() => holdsFocus(review)).toBe(true);
  await focusStaysIn(page, review, 6);
  await page.keyboard.press("Escape");
  await expect(review).toBeHidden();
  await expect(record).toBeVisible();
  await expect(reviewButton).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(record).toBeHidden();
});
