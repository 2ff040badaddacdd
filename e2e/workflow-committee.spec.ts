import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, severeViolations } from "./helpers";

/**
 * Prerequisites and the committee's decision (issue 16): a Compliance Officer links a committee member to their
 * account in the committee form; a Business User submits an arrangement to that committee over REST; the member
 * finds it in the Committee Approval tab with 'Prerequisites Not Met'; IT Security, Compliance, the Risk Manager
 * (once the linked risk assessment is completed), the owner, Legal (once a contract at Drafting is linked) and
 * Finance each Mark complete their flag with a comment; the owner is refused the decision (segregation of duties);
 * the member approves: the success message shows and the workflow reads completed at 100 %. At 1440 and 390 px,
 * with axe scans and no element wider than the screen.
 */

test.describe.configure({ timeout: 900_000 });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const OUTSOURCING = ["recurrent", "ownFunction", "notExcluded", "bundle"];
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

async function userIdOf(request: APIRequestContext, email: string): Promise<string> {
  const me = await request.get("/api/auth/me", { headers: auth(await apiToken(request, email)) });
  expect(me.status()).toBe(200);
  return (await me.json()).data.user.id;
}

/** Signs in as `email` by its session cookie (the sign-in screen has its own tests): quicker on a busy machine. */
async function signInFresh(page: Page, email: string) {
  const token = await apiToken(page.request, email);
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "tprm_session", value: token, url: test.info().project.use.baseURL ?? "" }]);
}

/** The signed-in reviewer opens the record's Prerequisites tab and marks each of `kinds` complete with a comment. */
async function markComplete(page: Page, workflowId: string, kinds: string[], name: string, shot?: string) {
  await page.goto(`/workflows?record=${workflowId}`);
  await page.getByRole("tab", { name: /Prerequisites/ }).click();
  const panel = page.getByTestId("reviews-panel");
  await expect(panel).toBeVisible({ timeout: 30_000 });
  for (const kind of kinds) {
    await panel.getByTestId(`mark-${kind}`).click();
    const dialog = page.getByTestId("complete-review-dialog");
    await dialog.getByRole("button", { name: "Mark complete" }).click();
    await expect(dialog.getByText("Comment is required")).toBeVisible();
    await dialog.getByLabel("Comment").fill(`Reviewed by ${name}: no open findings for ${kind}.`);
    if (shot) await check(page, `${shot}-dialog`);
    await dialog.getByRole("button", { name: "Mark complete" }).click();
    await expect(dialog).toBeHidden();
    const row = panel.getByTestId(`review-${kind}`);
    await expect(row).toHaveAttribute("data-done", "true");
    await expect(row.getByTestId("review-completed-by")).toContainText(name);
    await expect(row.getByTestId("review-comment")).toContainText(`no open findings for ${kind}`);
  }
  if (shot) await check(page, shot);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("six reviewers set the prerequisites and a committee member approves; the owner may not", async ({
      page,
      request,
    }) => {
      const stamp = `${Date.now()}-${viewport.width}`;
      const w = viewport.width;
      const owner = await createUser(request, "Business User", { firstName: "Olivia", lastName: `Owner${stamp}` });
      const member = await createUser(request, "Vendor Manager", { firstName: "Mia", lastName: `Member${stamp}` });
      const officer = await createUser(request, "Compliance Officer", { lastName: `Officer${stamp}` });
      const it = await createUser(request, "IT Security", { firstName: "Ian", lastName: `Security${stamp}` });
      const compliance = await createUser(request, "Compliance", { firstName: "Cleo", lastName: `Compliance${stamp}` });
      const risk = await createUser(request, "Risk Manager", { firstName: "Rita", lastName: `Risk${stamp}` });
      const legal = await createUser(request, "Legal", { firstName: "Leo", lastName: `Legal${stamp}` });
      const finance = await createUser(request, "Finance", { firstName: "Fay", lastName: `Finance${stamp}` });
      const buyer = await createUser(request, "Procurement", { lastName: `Buyer${stamp}` });
      const committeeName = `Outsourcing Committee ${stamp}`;
      const arrangement = `Core banking cloud ${stamp}`;

      // The committee, with its member linked to their account through the form's user picker.
      await signInFresh(page, officer.email);
      await page.goto("/governance?tab=committees");
      await expect(page.getByTestId("committees-tab")).toBeVisible({ timeout: 60_000 });
      await page.getByTestId("new-committee").click();
      const form = page.getByTestId("committee-dialog");
      await form.getByLabel("Committee Name").fill(committeeName);
      await form.getByLabel("Committee Type").fill("Steering");
      await form.getByLabel("Committee Chair").fill(member.name);
      await form.getByTestId("add-member").click();
      await form.getByLabel("Platform user").fill(`Member${stamp}`);
      await page.getByRole("option", { name: new RegExp(`Member${stamp}`) }).click();
      await expect(form.getByLabel("Name", { exact: true })).toHaveValue(member.name);
      await form.getByLabel("Role", { exact: true }).fill("Chair");
      await check(page, `committee-form-${w}`);
      await form.getByRole("button", { name: "Create committee" }).click();
      await expect(form).toBeHidden();
      const card = page.getByTestId("committee-card").filter({ hasText: committeeName });
      await card.getByTestId("committee-view").click();
      await expect(page.getByTestId("committee-member-list").getByTestId("member-user")).toHaveText(
        `User: ${member.name}`,
      );
      const committees = await request.get("/api/governance/committees", {
        headers: auth(await apiToken(request, officer.email)),
      });
      const committee = (await committees.json()).data.items.find((c: { name: string }) => c.name === committeeName);
      expect(committee.members[0].user.name).toBe(member.name);

      // The owner submits the arrangement to that committee.
      const ownerHeaders = auth(await apiToken(request, owner.email));
      const submitted = await request.post("/api/workflows/new-outsourcing", {
        headers: ownerHeaders,
        data: {
          name: arrangement,
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
      });
      expect(submitted.status(), await submitted.text()).toBe(201);
      const { workflow, riskAssessment, vendor } = (await submitted.json()).data;

      // The member finds it, but the prerequisites are not met.
      await signInFresh(page, member.email);
      await page.goto("/workflows?tab=committee");
      await expect(page.getByTestId("committee-select-prompt")).toHaveText(
        "Select a workflow to manage committee approval",
        { timeout: 30_000 },
      );
      await check(page, `committee-chooser-${w}`);
      await page.getByLabel("Find a new outsourcing arrangement").fill(arrangement);
      await page.getByRole("option", { name: new RegExp(arrangement) }).click();
      await expect(page.getByTestId("committee-workflow-name")).toHaveText(arrangement);
      await expect(page.getByTestId("prerequisites-not-met")).toContainText("Prerequisites Not Met");
      for (const d of ["approved", "deferred", "rejected"])
        await expect(page.getByTestId(`decide-${d}`)).toBeDisabled();
      await expect(page.getByTestId("prerequisites-tally")).toHaveText("0 of 7 complete");
      await expect(page.getByTestId("deck-reference")).toHaveText(workflow.reference);
      await expect(page.getByTestId("deck-vendor")).toHaveText(vendor.name);
      await check(page, `committee-not-met-${w}`);

      // IT Security: the risk review still waits for the risk assessment.
      await signInFresh(page, it.email);
      await page.goto(`/workflows?record=${workflow.id}`);
      await page.getByRole("tab", { name: /Prerequisites/ }).click();
      await expect(page.getByTestId("review-risk").getByTestId("review-condition")).toContainText(
        riskAssessment.reference,
      );
      await expect(page.getByTestId("mark-risk")).toHaveCount(0);
      await markComplete(page, workflow.id, ["it"], it.name, `reviews-${w}`);

      await signInFresh(page, compliance.email);
      await markComplete(page, workflow.id, ["compliance"], compliance.name);

      // The Risk Manager completes the linked assessment, then sets the risk review.
      const riskHeaders = auth(await apiToken(request, risk.email));
      const scored = await request.put(`/api/risk-assessments/${riskAssessment.id}`, {
        headers: riskHeaders,
        data: { domains: Object.fromEntries(DOMAINS.map((d) => [d, { score: 4 }])) },
      });
      expect(scored.status(), await scored.text()).toBe(200);
      const completed = await request.post(`/api/risk-assessments/${riskAssessment.id}/submit`, {
        headers: riskHeaders,
        data: {},
      });
      expect(completed.status(), await completed.text()).toBe(200);
      await signInFresh(page, risk.email);
      await markComplete(page, workflow.id, ["risk"], risk.name);

      await signInFresh(page, owner.email);
      await markComplete(page, workflow.id, ["operations"], owner.name);

      // A contract at Drafting, linked by the owner; Legal sets the legal review and the contract draft.
      const contract = await request.post("/api/contracts", {
        headers: auth(await apiToken(request, buyer.email)),
        data: {
          name: `Core banking hosting ${stamp}`,
          vendorId: vendor.id,
          type: "Service Agreement",
          value: "250000",
          currency: "EUR",
          startDate: "2027-01-01",
          ownerId: await userIdOf(request, legal.email),
          stage: "drafting",
        },
      });
      expect(contract.status(), await contract.text()).toBe(201);
      const linked = await request.put(`/api/workflows/${workflow.id}`, {
        headers: ownerHeaders,
        data: { contractId: (await contract.json()).data.id },
      });
      expect(linked.status(), await linked.text()).toBe(200);
      await signInFresh(page, legal.email);
      await markComplete(page, workflow.id, ["legal", "contract_draft"], legal.name);

      await signInFresh(page, finance.email);
      await markComplete(page, workflow.id, ["finance"], finance.name);

      // The owner may not decide: segregation of duties.
      await signInFresh(page, owner.email);
      await page.goto(`/workflows?tab=committee&workflow=${workflow.id}`);
      await expect(page.getByTestId("decision-refused")).toHaveAttribute("data-reason", "owner", { timeout: 30_000 });
      await expect(page.getByTestId("decision-buttons")).toHaveCount(0);
      await check(page, `committee-owner-${w}`);

      // The member approves it from the list of arrangements waiting for a decision.
      await signInFresh(page, member.email);
      await page.goto("/workflows?tab=committee");
      const waiting = page.getByTestId("committee-waiting-item").filter({ hasText: arrangement });
      await waiting.getByTestId("committee-open").click();
      await expect(page.getByTestId("prerequisites-tally")).toHaveText("7 of 7 complete");
      await expect(page.getByTestId("prerequisites-not-met")).toHaveCount(0);
      await expect(page.getByTestId("deck-risk-banner")).toContainText("Overall risk");
      await check(page, `committee-ready-${w}`);
      await page.getByTestId("decide-approved").click();
      const approve = page.getByTestId("approve-dialog");
      await expect(approve).toContainText(
        "Are you sure you want to approve this outsourcing arrangement? This will initiate contract execution.",
      );
      await check(page, `committee-approve-${w}`);
      await page.getByTestId("approve-confirm").click();
      await expect(approve).toBeHidden();
      await expect(page.getByTestId("decision-success")).toHaveText(
        "Arrangement APPROVED - Contract execution initiated",
      );
      await expect(page.getByTestId("committee-workflow-status")).toHaveText("Completed");
      await expect(page.getByTestId("committee-workflow-progress")).toHaveText("100% complete");
      for (const d of ["approved", "deferred", "rejected"])
        await expect(page.getByTestId(`decide-${d}`)).toBeDisabled();
      await expect(page.getByTestId("decision-entry").first()).toContainText(member.name);
      await check(page, `committee-approved-${w}`);
    });
  });
}
