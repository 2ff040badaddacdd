import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, severeViolations, signIn } from "./helpers";

/**
 * Procedures and committees (issue 15): a Compliance Officer creates a procedure linked to a policy (the spec's
 * validation messages first, in its order) and a committee with two members, records a held meeting with a decision
 * and schedules the next one, and the card shows the last and next meeting; an External Auditor then sees the same
 * read-only. At 1440 and 390 px, with axe scans and no element wider than the screen.
 */

test.describe.configure({ timeout: 180_000 });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function createPolicy(request: APIRequestContext, token: string, name: string) {
  const reviewDate = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post("/api/governance/policies", {
    headers: auth(token),
    data: { name, owner: "Compliance team", jurisdiction: "EU", reviewDate, category: "Outsourcing" },
  });
  expect(created.status(), await created.text()).toBe(201);
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
  // A toast slides in from the edge: the screen is measured once it has gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  expect(await severeViolations(page), name).toEqual([]);
  expect(await overflowing(page), name).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** "2026-01-15T09:30" in the browser's zone, `days` from now. */
function localInput(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:30`;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a Compliance Officer runs procedures and a committee; an External Auditor reads them", async ({
      page,
      request,
    }) => {
      const stamp = `${Date.now()}-${viewport.width}`;
      const policyName = `Outsourcing Policy ${stamp}`;
      const procedureName = `Vendor onboarding ${stamp}`;
      const committeeName = `Outsourcing Oversight ${stamp}`;
      const officer = await createUser(request, "Compliance Officer", { lastName: `Officer${stamp}` });
      await createPolicy(request, await apiToken(request, officer.email), policyName);

      await signIn(page, officer.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));

      // Procedures: the spec's messages in its order, then a procedure linked to the policy.
      await page.goto("/governance?tab=procedures");
      await expect(page.getByTestId("procedure-alignment")).toBeVisible({ timeout: 30_000 });
      await page.getByTestId("new-procedure").click();
      const dialog = page.getByTestId("procedure-dialog");
      await dialog.getByRole("button", { name: "Create procedure" }).click();
      await expect(dialog.getByTestId("procedure-validation").locator("li")).toHaveText([
        "Procedure Name is required",
        "Procedure Owner is required",
      ]);
      await dialog.getByLabel("Procedure Name").fill(procedureName);
      await dialog.getByLabel("Procedure Owner").fill("Ana Ruiz");
      await dialog.getByLabel("Linked policy").fill(policyName);
      await page.getByRole("option", { name: new RegExp(policyName) }).click();
      await check(page, `procedure-dialog-${viewport.width}`);
      await dialog.getByRole("button", { name: "Create procedure" }).click();
      await expect(dialog).toBeHidden();
      await page.getByTestId("procedures-search").fill(procedureName);
      const row = page.getByTestId("procedure-row").filter({ hasText: procedureName });
      await expect(row.getByTestId("procedure-policy")).toHaveText(policyName);
      await expect(row.getByTestId("procedure-status")).toHaveText("Draft");
      await check(page, `procedures-${viewport.width}`);

      // An edit the server refuses: shown at once, then rolled back with the spec's text (001 §4, §8).
      await page.route("**/trpc/procedures.update**", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
      );
      await row.getByTestId("procedure-edit").click();
      await dialog.getByLabel("Procedure Name").fill(`${procedureName} renamed`);
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await expect(
        page.locator("[data-sonner-toast]").filter({ hasText: "Failed to save procedure. Please try again." }),
      ).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(row.getByTestId("procedure-name")).toHaveText(procedureName);
      await page.unroute("**/trpc/procedures.update**");

      // Committees: two members, a held meeting with a decision, the next one scheduled.
      await page.goto("/governance?tab=committees");
      await expect(page.getByTestId("committees-tab")).toBeVisible({ timeout: 30_000 });
      await page.getByTestId("new-committee").click();
      const form = page.getByTestId("committee-dialog");
      await form.getByRole("button", { name: "Create committee" }).click();
      await expect(form.getByTestId("committee-validation").locator("li")).toHaveText([
        "Committee Name is required",
        "Committee Type is required",
        "Committee Chair is required",
      ]);
      await form.getByLabel("Committee Name").fill(committeeName);
      await form.getByLabel("Committee Type").fill("Steering");
      await form.getByLabel("Committee Chair").fill("Ana Ruiz");
      for (const [name, role] of [
        ["Ana Ruiz", "Chair"],
        ["Tom Lee", "Secretary"],
      ]) {
        await form.getByTestId("add-member").click();
        await form
          .getByLabel("Name", { exact: true })
          .last()
          .fill(name as string);
        await form
          .getByLabel("Role", { exact: true })
          .last()
          .fill(role as string);
      }
      await check(page, `committee-dialog-${viewport.width}`);
      await form.getByRole("button", { name: "Create committee" }).click();
      await expect(form).toBeHidden();
      const card = page.getByTestId("committee-card").filter({ hasText: committeeName });
      await expect(card.getByTestId("committee-members")).toHaveText("2");
      await expect(card.getByTestId("committee-last")).toHaveText("N/A");
      await expect(card.getByTestId("committee-next")).toHaveText("TBD");

      await card.getByTestId("committee-view").click();
      const detail = page.getByTestId("committee-detail");
      await expect(detail.getByTestId("committee-member-list").locator("li")).toHaveCount(2);
      await detail.getByTestId("committee-tab-meetings").click();
      await detail.getByTestId("new-meeting").click();
      const meeting = page.getByTestId("meeting-dialog");
      await meeting.getByTestId("meeting-when").fill(localInput(-7));
      await meeting.getByTestId("meeting-status").selectOption("held");
      await meeting.getByLabel("Agenda").fill("Quarterly outsourcing review");
      await meeting.getByLabel("Ana Ruiz").check();
      await meeting.getByLabel("Tom Lee").check();
      await meeting.getByRole("button", { name: "Save meeting" }).click();
      await expect(meeting).toBeHidden();
      await detail.getByTestId("record-decision").click();
      const decision = page.getByTestId("decision-dialog");
      await decision.getByLabel("Decision").fill("Approve the cloud provider");
      await decision.getByLabel("Outcome").selectOption("approved");
      await decision.getByRole("button", { name: "Record decision" }).click();
      await expect(decision).toBeHidden();
      await expect(detail.getByTestId("decision")).toContainText("Approve the cloud provider");
      await detail.getByTestId("new-meeting").click();
      await meeting.getByTestId("meeting-when").fill(localInput(30));
      await meeting.getByRole("button", { name: "Save meeting" }).click();
      await expect(meeting).toBeHidden();
      await expect(detail.getByTestId("meeting")).toHaveCount(2);
      await check(page, `committee-meetings-${viewport.width}`);
      await page.keyboard.press("Escape");
      await expect(detail).toBeHidden();
      await expect(card.getByTestId("committee-last")).not.toHaveText("N/A");
      await expect(card.getByTestId("committee-next")).not.toHaveText("TBD");
      await check(page, `committees-${viewport.width}`);

      // The External Auditor: the same, read-only.
      const auditor = await createUser(request, "External Auditor", { lastName: `Auditor${stamp}` });
      await page.context().clearCookies();
      await signIn(page, auditor.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto(`/governance?tab=procedures&q=${encodeURIComponent(procedureName)}`);
      await expect(page.getByTestId("procedure-row").filter({ hasText: procedureName })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByTestId("new-procedure")).toHaveCount(0);
      await expect(page.getByTestId("procedure-edit")).toHaveCount(0);
      await page.goto("/governance?tab=committees");
      await expect(page.getByTestId("committees-tab")).toBeVisible({ timeout: 30_000 });
      const seen = page.getByTestId("committee-card").filter({ hasText: committeeName });
      await expect(seen.getByTestId("committee-members")).toHaveText("2");
      await expect(page.getByTestId("new-committee")).toHaveCount(0);
      await expect(seen.getByTestId("committee-edit")).toHaveCount(0);
      await seen.getByTestId("committee-view").click();
      await page.getByTestId("committee-tab-meetings").click();
      await expect(page.getByTestId("decision")).toContainText("Approve the cloud provider");
      await expect(page.getByTestId("new-meeting")).toHaveCount(0);
      await check(page, `auditor-${viewport.width}`);
    });
  });
}
