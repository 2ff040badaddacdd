import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { apiToken, createUser, signIn } from "./helpers";

/**
 * Toasts never cover the top bar (bell, user menu) or the header of a side sheet (a vendor record's name, status
 * actions and close button), on a desktop and on a phone. A screenshot of each is saved for a person to look at.
 */

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has a box`).not.toBeNull();
  return box!;
}

/** An active vendor of the given user's, made over REST (created, its checklist ticked, activated). */
async function activeVendor(request: APIRequestContext, email: string, name: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, email)}` };
  const created = await request.post("/api/vendors", { headers, data: { name, country: "DE" } });
  expect(created.status()).toBe(201);
  const id: string = (await created.json()).data.id;
  const vendor = (await (await request.get(`/api/vendors/${id}`, { headers })).json()).data;
  for (const task of vendor.onboardingTasks as { id: string }[]) {
    const ticked = await request.patch(`/api/vendors/${id}/onboarding-tasks/${task.id}`, {
      headers,
      data: { done: true },
    });
    expect(ticked.status()).toBe(200);
  }
  const activated = await request.put(`/api/vendors/${id}`, { headers, data: { status: "active" } });
  expect(activated.status()).toBe(200);
  return id;
}

/** Waits for the toast's entry transition to end, so it is measured where it rests. */
async function settled(toast: Locator) {
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
}

async function expectToastClear(page: Page, toast: Locator, covered: Record<string, Locator>) {
  const toastBox = await boxOf(toast);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  for (const [name, locator] of Object.entries(covered)) {
    expect(overlaps(toastBox, await boxOf(locator)), `the toast covers ${name}`).toBe(false);
  }
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px a toast leaves the top bar and the vendor record's header uncovered`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const manager = await createUser(request, "Vendor Manager");
    const name = `Toast Placement Bank ${viewport.width} ${Date.now()}`;
    const id = await activeVendor(request, manager.email, name);
    await signIn(page, manager.email);
    await page.waitForURL(/\/dashboard/);

    // With the record open: its header (name, status actions, close button) stays uncovered.
    await page.goto(`/vendor-management?vendor=${id}`);
    const record = page.getByRole("dialog", { name });
    await expect(record).toBeVisible();
    await record.getByRole("button", { name: "Mark under review" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: `${name} is now under review.` });
    await expect(toast).toBeVisible();
    await settled(toast);
    await expectToastClear(page, toast, {
      "the record's header": record.locator('[data-slot="sheet-header"]'),
      "the record's close button": record.getByRole("button", { name: "Close" }),
      // Hidden from the accessibility tree while the record is open (modal), so found by its markup.
      "the top bar": page.locator("header").filter({ has: page.locator('[aria-label^="Notifications"]') }),
    });
    await page.screenshot({ path: `test-results/toast-record-${viewport.width}.png` });

    // The toast's own close button works, and the record closes with its close button.
    await toast.getByRole("button", { name: /close/i }).click();
    await expect(toast).toBeHidden();
    await record.getByRole("button", { name: "Close" }).click();
    await expect(record).toBeHidden();

    // On the register: the top bar, its bell and user menu stay uncovered.
    await page.goto(`/vendor-management?vendor=${id}`);
    await record.getByRole("button", { name: "Return to active" }).click();
    const second = page.locator("[data-sonner-toast]").filter({ hasText: `${name} is now active.` });
    await expect(second).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(record).toBeHidden();
    await settled(second);
    const banner = page.getByRole("banner");
    await expectToastClear(page, second, {
      "the top bar": banner,
      "the bell": banner.getByRole("button", { name: /notification/i }),
      "the user menu": banner.getByRole("button", { name: "User menu" }),
    });
    await page.screenshot({ path: `test-results/toast-register-${viewport.width}.png` });
  });
}
