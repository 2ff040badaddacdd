import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, severeViolations, signIn } from "./helpers";

/**
 * Policy acknowledgements (issue 15): a Compliance Officer sends a policy to a Risk Manager (who cannot view the
 * governance centre), the Risk Manager finds it in the bell, opens "My acknowledgements", reads the version and
 * acknowledges it after a confirmation, and the policy shows 1 accepted to the Compliance Officer. At 1440 and 390 px,
 * with axe scans and no element wider than the screen.
 */

test.describe.configure({ timeout: 150_000 });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A policy made over REST by the Compliance Officer, with its text and a document (version 1.1). */
async function createPolicy(request: APIRequestContext, token: string, name: string) {
  const reviewDate = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post("/api/governance/policies", {
    headers: auth(token),
    data: {
      name,
      owner: "Compliance team",
      jurisdiction: "EU",
      reviewDate,
      category: "Operational Risk",
      content: `${name}\n\n1. Every outsourcing arrangement is assessed before it starts.\n2. Critical vendors are reviewed yearly.`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const policy = (await created.json()).data as { id: string };
  const uploaded = await request.post(`/api/governance/policies/${policy.id}/document`, {
    headers: auth(token),
    multipart: {
      note: "The signed document",
      file: { name: "outsourcing-policy.txt", mimeType: "text/plain", buffer: Buffer.from(`${name}: signed text.`) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  return policy.id;
}

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
  expect(await severeViolations(page), name).toEqual([]);
  expect(await overflowing(page), name).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a Compliance Officer sends a policy, a Risk Manager reads and acknowledges it, the policy shows 1 accepted", async ({
      page,
      request,
    }) => {
      const stamp = `${Date.now()}-${viewport.width}`;
      const policyName = `Outsourcing Policy ${stamp}`;
      const officer = await createUser(request, "Compliance Officer", {
        firstName: "Clara",
        lastName: `Officer${stamp}`,
      });
      const reader = await createUser(request, "Risk Manager", { firstName: "Rafael", lastName: `Reader${stamp}` });
      const officerToken = await apiToken(request, officer.email);
      const policyId = await createPolicy(request, officerToken, policyName);

      // The Compliance Officer sends it from the policy's view to the Risk Manager, due in 14 days (the default).
      await signIn(page, officer.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      const panel = await openPanel(page, policyId);
      await expect(panel.getByTestId("acknowledgements-never")).toBeVisible();
      await panel.getByTestId("send-for-acknowledgement").click();
      const dialog = page.getByTestId("send-acknowledgement-dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Send" }).click();
      await expect(dialog.getByText("Choose at least one role or person.")).toBeVisible();
      await dialog.getByRole("searchbox", { name: "Find a colleague by name or role" }).fill(`Reader${stamp}`);
      await dialog.getByRole("checkbox", { name: new RegExp(`Rafael Reader${stamp}`) }).check();
      await expect(dialog.getByRole("list", { name: "Chosen people" })).toContainText(`Rafael Reader${stamp}`);
      expect(await severeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`send-${viewport.width}.png`) });
      await dialog.getByRole("button", { name: "Send" }).click();
      const sentToast = page.locator("[data-sonner-toast]").filter({ hasText: "Sent to 1 person." });
      await expect(sentToast).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(panel.getByTestId("ack-count-pending")).toHaveText("1");
      await expect(panel.getByTestId("ack-count-accepted")).toHaveText("0");
      await expect(sentToast).toBeHidden({ timeout: 15_000 });
      await check(page, `panel-sent-${viewport.width}`);
      await page.context().clearCookies();

      // The Risk Manager: the bell has it, and it leads to the acknowledgement.
      await signIn(page, reader.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      const bell = page.getByTestId("notifications-bell");
      await expect(page.getByTestId("notifications-dot")).toBeVisible();
      await bell.click();
      const menu = page.getByRole("menu");
      const note = menu.getByTestId("bell-notification").filter({ hasText: policyName });
      await expect(note).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      await note.click();
      await expect(page).toHaveURL(/\/acknowledgements\?/);

      // The reader: the version's text and document, then the acknowledgement behind a confirmation.
      const sheet = page.getByTestId("acknowledgement-reader");
      await expect(sheet.getByRole("heading", { name: policyName })).toBeVisible();
      await expect(sheet.getByTestId("policy-content")).toContainText("Critical vendors are reviewed yearly.");
      const download = sheet.getByTestId("download-policy-file");
      await expect(download).toHaveAccessibleName("Download outsourcing-policy.txt");
      const file = await page.request.get((await download.getAttribute("href")) as string);
      expect(file.status()).toBe(200);
      expect(await file.text()).toContain("signed text");
      await expect(sheet.getByTestId("acknowledgement-state")).toHaveText("Pending");
      await check(page, `reader-${viewport.width}`);

      await sheet.getByTestId("acknowledge").click();
      const confirm = page.getByTestId("confirm-acknowledge");
      await expect(confirm).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      await confirm.getByRole("button", { name: "Acknowledge" }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: `You acknowledged ${policyName}` });
      await expect(toast).toBeVisible();
      await expect(sheet.getByTestId("acknowledged-note")).toBeVisible();
      await expect(sheet.getByTestId("acknowledgement-state")).toHaveText("Acknowledged");
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();

      // The user menu leads to the page too.
      await page.getByTestId("user-menu").click();
      await page.getByRole("menuitem", { name: "My acknowledgements" }).click();
      await expect(page).toHaveURL(/\/acknowledgements$/);

      // My acknowledgements: nothing pending, the policy under "Acknowledged".
      await expect(page.getByTestId("acknowledgements-empty")).toHaveText(
        "Nothing to acknowledge: you are up to date.",
      );
      await page.getByTestId("ack-tab-done").click();
      await expect(page).toHaveURL(/status=done/);
      await expect(page.getByTestId("my-acknowledgement").filter({ hasText: policyName })).toBeVisible();
      await expect(toast).toBeHidden({ timeout: 15_000 });
      await check(page, `mine-${viewport.width}`);

      // The Compliance Officer sees 1 accepted on the policy.
      await page.context().clearCookies();
      await signIn(page, officer.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await showsOneAccepted(page, request, officerToken, policyId, policyName, `${viewport.width}`);
    });
  });
}

/** The policy's view (?policy=) on its Acknowledgements tab: the panel. */
async function openPanel(page: Page, policyId: string) {
  await page.goto(`/governance?tab=policies&policy=${policyId}`);
  const detail = page.getByTestId("policy-detail");
  await expect(detail).toBeVisible();
  await detail.getByTestId("policy-tab-acknowledgements").click();
  const panel = detail.getByTestId("acknowledgement-panel");
  await expect(panel).toBeVisible();
  return panel;
}

/** The policy's panel says 1 accepted, 0 pending, and who acknowledged when; the server counts the same. */
async function showsOneAccepted(
  page: Page,
  request: APIRequestContext,
  token: string,
  policyId: string,
  policyName: string,
  width: string,
) {
  const summary = await request.get(`/api/governance/policies/${policyId}/acknowledgements/summary`, {
    headers: auth(token),
  });
  expect((await summary.json()).data.counts).toEqual({ accepted: 1, pending: 0, overdue: 0, total: 1 });
  const panel = await openPanel(page, policyId);
  await expect(panel.getByTestId("ack-count-accepted")).toHaveText("1");
  await expect(panel.getByTestId("ack-count-pending")).toHaveText("0");
  await expect(panel.getByTestId("ack-count-overdue")).toHaveText("0");
  const row = panel.getByTestId("acknowledgement-row").first();
  await expect(row).toContainText("Rafael");
  await expect(row.getByTestId("acknowledgement-state")).toHaveText("Acknowledged");
  const line = "1 accepted, 0 pending, 0 overdue";
  await expect(page.getByTestId("policy-detail").getByTestId("acknowledgement-counts")).toHaveText(line);
  await check(page, `policy-${width}`);
  // The policies list's row says the same under the policy's name.
  await page.keyboard.press("Escape");
  const listed = page.getByRole("row").filter({ hasText: policyName });
  await expect(listed.getByTestId("acknowledgement-counts")).toHaveText(line);
  await check(page, `list-${width}`);
}
