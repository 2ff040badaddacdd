import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, demoEmail, severeViolations } from "./helpers";

/**
 * Committee members decide whatever their role (issue 16 review): a Board Member — no view of the workflow centre in
 * the spec's table — sits on the committee of an arrangement whose prerequisites an Admin has set (the operations
 * review its owner). The submission's notice links to /committee-decisions; the top bar's gavel says one arrangement
 * awaits them; on the page they choose it, read the deck and defer it with a reason and a review date. At 1440 and
 * 390 px, with axe scans and no element wider than the screen.
 */

test.describe.configure({ timeout: 300_000 });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const OUTSOURCING = ["recurrent", "ownFunction", "notExcluded", "bundle"];
const REVIEWS = ["it", "compliance", "risk", "operations", "legal", "finance", "contract_draft"];
const DOMAINS = [
  "vendorFinancialResilience",
  "itBusinessContinuity",
  "complianceLegal",
  "tprmSubcontracting",
  "concentrationSystem",
  "reputationalStrategic",
  "exitStrategyTermination",
  "countryGeopolitical",
  "esgAndAML",
];

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

async function userIdOf(request: APIRequestContext, token: string): Promise<string> {
  const me = await request.get("/api/auth/me", { headers: auth(token) });
  expect(me.status()).toBe(200);
  return (await me.json()).data.user.id;
}

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()).data;
}

/**
 * Over REST: a committee with the Board Member linked as a member, an arrangement submitted to it by a Business
 * User, and its seven prerequisites set by an Admin (the risk assessment completed, a contract at Drafting linked).
 */
async function arrangementAwaiting(request: APIRequestContext, stamp: string, boardUserId: string, boardName: string) {
  const owner = await createUser(request, "Business User", { firstName: "Olivia", lastName: `Owner${stamp}` });
  const admin = auth(await apiToken(request, demoEmail("Admin")));
  const ownerHeaders = auth(await apiToken(request, owner.email));
  const committee = await ok(
    await request.post("/api/governance/committees", {
      headers: admin,
      data: {
        name: `Outsourcing Committee ${stamp}`,
        type: "Outsourcing",
        chair: boardName,
        members: [{ name: boardName, role: "Board member", userId: boardUserId }],
      },
    }),
    201,
  );
  const name = `Core banking cloud ${stamp}`;
  const { workflow, riskAssessment, vendor } = await ok(
    await request.post("/api/workflows/new-outsourcing", {
      headers: ownerHeaders,
      data: {
        name,
        legalEntity: "Example Bank AG",
        jurisdiction: "Germany",
        recipientDetails: "Example Bank AG, Retail Operations",
        providerDetails: `Nimbus Cloud ${stamp}\nMainzer Landstraße 1, Frankfurt`,
        processDescription:
          "Hosting and operation of the core banking platform in the provider's cloud, including daily batch " +
          "processing, backups, disaster recovery and second-level support for the retail bank's branches.",
        outsourcingAssessment: OUTSOURCING.map((questionId) => ({ questionId, answer: "Yes" })),
        materialityAssessment: Array.from({ length: 15 }, (_, i) => ({ questionId: `q${i + 1}`, answer: 3 })),
        committeeId: committee.id,
      },
    }),
    201,
  );
  await ok(
    await request.put(`/api/risk-assessments/${riskAssessment.id}`, {
      headers: admin,
      data: { domains: Object.fromEntries(DOMAINS.map((d) => [d, { score: 4 }])) },
    }),
  );
  await ok(await request.post(`/api/risk-assessments/${riskAssessment.id}/submit`, { headers: admin, data: {} }));
  const contract = await ok(
    await request.post("/api/contracts", {
      headers: admin,
      data: {
        name: `Core banking hosting ${stamp}`,
        vendorId: vendor.id,
        type: "Service Agreement",
        value: "250000",
        currency: "EUR",
        startDate: "2027-01-01",
        ownerId: await userIdOf(request, admin.authorization.slice(7)),
        stage: "drafting",
      },
    }),
    201,
  );
  await ok(await request.put(`/api/workflows/${workflow.id}`, { headers: admin, data: { contractId: contract.id } }));
  for (const kind of REVIEWS) {
    await ok(
      await request.post(`/api/workflows/${workflow.id}/reviews`, {
        // The operations review is the owner's own attestation.
        headers: kind === "operations" ? ownerHeaders : admin,
        data: { kind, comment: `Reviewed: no open findings for ${kind}.` },
      }),
    );
  }
  return { id: workflow.id as string, reference: workflow.reference as string, name };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a Board Member on the committee opens the page, chooses the arrangement and defers it", async ({
      page,
      request,
    }) => {
      const stamp = `${Date.now()}-${viewport.width}`;
      const w = viewport.width;
      const board = await createUser(request, "Board Member", { firstName: "Bea", lastName: `Board${stamp}` });
      const boardToken = await apiToken(request, board.email);
      const arrangement = await arrangementAwaiting(request, stamp, await userIdOf(request, boardToken), board.name);

      // The submission's critical notice and the "awaits the committee's decision" one link to the committee's page.
      const notices: { priority: string; link: string | null; entityId: string | null }[] = await ok(
        await request.get("/api/notifications?limit=50", { headers: auth(boardToken) }),
      );
      const about = notices.filter((n) => n.link?.includes(arrangement.id));
      expect(about.map((n) => n.priority).sort()).toEqual(["critical", "high"]);
      for (const n of about) expect(n.link).toBe(`/committee-decisions?workflow=${arrangement.id}`);

      await page.context().clearCookies();
      await page
        .context()
        .addCookies([{ name: "tprm_session", value: boardToken, url: test.info().project.use.baseURL ?? "" }]);
      await page.goto("/profile");
      const gavel = page.getByTestId("committee-decisions-link");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 90_000 });
      await expect(gavel).toHaveAttribute("data-count", "1", { timeout: 60_000 });
      await expect(gavel).toHaveAccessibleName("Committee decisions: 1 arrangement awaits your decision");
      await gavel.click();
      await expect(page).toHaveURL(/\/committee-decisions$/);
      await expect(page.getByRole("heading", { level: 1, name: "Committee decisions" })).toBeVisible();
      const item = page.getByTestId("committee-decisions-item").filter({ hasText: arrangement.name });
      await expect(item).toContainText(arrangement.reference);
      await expect(item).toContainText("Pending approval");
      await check(page, `committee-decisions-list-${w}`);

      await item.click();
      await expect(page).toHaveURL(new RegExp(`workflow=${arrangement.id}`));
      await expect(item).toHaveAttribute("aria-current", "true");
      await expect(page.getByTestId("committee-workflow-name")).toHaveText(arrangement.name, { timeout: 30_000 });
      await expect(page.getByTestId("prerequisites-tally")).toHaveText("7 of 7 complete");
      await expect(page.getByTestId("deck-reference")).toHaveText(arrangement.reference);
      // The centre's search for another arrangement is not offered here (a Board Member cannot list workflows).
      await expect(page.getByText("Open another arrangement")).toHaveCount(0);
      await expect(page.getByTestId("decision-refused")).toHaveCount(0);
      await check(page, `committee-decisions-deck-${w}`);

      await page.getByTestId("decide-deferred").click();
      const dialog = page.getByTestId("defer-dialog");
      await expect(dialog).toBeVisible();
      const date = isoDay(21);
      await dialog.getByLabel("Reason for deferral").fill("The exit plan needs the provider's answers.");
      await dialog.getByLabel("Expected review date").fill(date);
      await check(page, `committee-decisions-defer-${w}`);
      await dialog.getByTestId("defer-confirm").click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("decision-success")).toContainText("Arrangement DEFERRED until");
      await expect(page.getByTestId("decision-success")).toContainText("The exit plan needs the provider's answers.");
      await expect(page.getByTestId("decision-entry").first()).toContainText(board.name);
      // Deferred, it still awaits the committee's next decision.
      await expect(item).toContainText("Deferred");
      await check(page, `committee-decisions-deferred-${w}`);

      const stored = await ok(
        await request.get(`/api/workflows/${arrangement.id}/with-risk-assessment`, { headers: auth(boardToken) }),
      );
      expect(stored.workflow).toMatchObject({ status: "deferred", nextReviewDate: date });
      expect(stored.workflow.decisions.at(-1)).toMatchObject({ decision: "deferred", decidedBy: { name: board.name } });
    });
  });
}
