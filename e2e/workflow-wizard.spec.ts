import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, createUser, severeViolations, signIn } from "./helpers";

/**
 * The New Outsourcing Arrangement wizard (issue 16; 001 §2.3, §4, §5, §9): a fresh Business User fills the five
 * steps under the spec's Next rules, sees the draft auto-saved after the last change (the delay shortened to 3 s for the
 * test), saves by hand, finds the draft in the list (and deletes another with its confirmation), continues it,
 * submits, sees the success banner and lands on /workflows two seconds later. At 1440 and 390 px, with axe scans,
 * no element wider than the screen, and screenshots of each step.
 */

test.describe.configure({ timeout: 420_000 });

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** An outsourcing policy and an active committee in the governance centre, so step 2 has something to show. */
async function governance(request: APIRequestContext, stamp: string) {
  const officer = await createUser(request, "Compliance Officer", { lastName: `Officer${stamp}` });
  const token = await apiToken(request, officer.email);
  const reviewDate = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const policy = await request.post("/api/governance/policies", {
    headers: auth(token),
    data: {
      name: `Outsourcing Policy ${stamp}`,
      owner: "Compliance team",
      jurisdiction: "EU",
      reviewDate,
      category: "Outsourcing",
      regulatoryFramework: "EBA/GL/2019/02",
    },
  });
  expect(policy.status(), await policy.text()).toBe(201);
  const committee = await request.post("/api/governance/committees", {
    headers: auth(token),
    data: { name: `Outsourcing Committee ${stamp}`, type: "Steering", chair: "Ana Ruiz" },
  });
  expect(committee.status(), await committee.text()).toBe(201);
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

/** Axe, the width check and a screenshot (of the whole page, or of the screen while a dialog is open). */
async function check(page: Page, name: string, fullPage = true) {
  expect(await severeViolations(page), name).toEqual([]);
  expect(await overflowing(page), name).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

const DESCRIPTION =
  "The provider runs our retail card payments: authorisation, clearing and settlement with the card schemes, " +
  "chargebacks and disputes, and the monthly reports to Finance. Customer card data is processed in its EU data centres.";

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a Business User fills the wizard, sees the auto-save, resumes the draft and submits", async ({
      page,
      request,
    }) => {
      const stamp = `${Date.now()}-${viewport.width}`;
      const entity = `Example Bank ${stamp}`;
      const provider = `PayCo ${stamp} Ltd`;
      await governance(request, stamp);
      const user = await createUser(request, "Business User", { lastName: `Owner${stamp}` });

      // A second draft of the user's, to delete from the list.
      const token = await apiToken(request, user.email);
      const other = await request.post("/api/workflows/save-draft", {
        headers: auth(token),
        data: { legalEntity: `Discarded ${stamp}`, recipientDetails: "Treasury", currentStep: "Step 1" },
      });
      expect(other.ok(), await other.text()).toBe(true);

      // The auto-save's 30 s shortened to 3 s for the test (the wizard reads this only when it is set).
      await page.addInitScript(() => {
        (window as { __TPRM_AUTOSAVE_MS__?: number }).__TPRM_AUTOSAVE_MS__ = 3_000;
      });
      await signIn(page, user.email);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto("/workflows/new-outsourcing");

      // Step 1, Kickoff: Next waits for recipient and provider.
      await expect(page.getByTestId("wizard-counter")).toHaveText("Step 1 of 5", { timeout: 30_000 });
      const next = page.getByTestId("wizard-next");
      await expect(next).toBeDisabled();
      await page.getByTestId("wizard-legal-entity").fill(entity);
      await page.getByTestId("wizard-recipient").fill("Retail Banking, Frankfurt. Accountable: Head of Cards.");
      await expect(next).toBeDisabled();
      await page.getByLabel("A new provider").check();
      await page.getByTestId("wizard-provider").fill(`${provider}\n1 Harbour Road, Dublin`);
      await page.getByTestId("wizard-jurisdiction").fill("Ireland");
      await expect(next).toBeEnabled();

      // The auto-save: a while after the last change, not at once.
      await expect(page.getByTestId("wizard-saved")).toHaveCount(0);
      await expect(page.getByTestId("wizard-saved")).toContainText("Draft auto-saved at");
      await expect(page).toHaveURL(/\?draft=[0-9a-f-]{36}/);
      await check(page, `wizard-1-kickoff-${viewport.width}`);

      // Step 2, Regulatory Oversight: the linked policy, the committee (chosen), the duties.
      await next.click();
      await expect(page.getByTestId("wizard-counter")).toHaveText("Step 2 of 5");
      await expect(page.getByTestId("wizard-policies")).toContainText(`Outsourcing Policy ${stamp}`);
      const committee = page.getByTestId("wizard-committees").getByLabel(`Outsourcing Committee ${stamp}`);
      await committee.check();
      await expect(committee).toBeChecked();
      await expect(page.getByTestId("wizard-duties")).toContainText("DORA");
      await check(page, `wizard-2-oversight-${viewport.width}`);

      // Step 3: at least 100 characters, at most 5000.
      await next.click();
      const description = page.getByTestId("wizard-description");
      await expect(description).toHaveAttribute("maxlength", "5000");
      await description.fill("x".repeat(99));
      await expect(next).toBeDisabled();
      await description.fill(DESCRIPTION);
      await expect(page.getByTestId("wizard-description-counter")).toContainText(`${DESCRIPTION.length} of 5,000`);
      await expect(next).toBeEnabled();
      await check(page, `wizard-3-description-${viewport.width}`);

      // Step 4: four yes/no answers, score 3 of 4, Medium, outsourcing.
      await next.click();
      await expect(page.getByTestId("outsourcing-summary")).toBeDisabled();
      for (const [id, answer] of [
        ["recurrent", "Yes"],
        ["ownFunction", "Yes"],
        ["notExcluded", "Yes"],
        ["bundle", "No"],
      ] as const) {
        await page.getByTestId(`outsourcing-${id}`).getByLabel(answer, { exact: true }).check();
      }
      await expect(page.getByTestId("outsourcing-result")).toContainText("Score 3 of 4");
      await expect(page.getByTestId("outsourcing-result")).toContainText("Medium");
      await expect(page.getByTestId("outsourcing-result")).toContainText("is outsourcing");
      await page.getByTestId("outsourcing-summary").click();
      await expect(page.getByTestId("outsourcing-summary-dialog")).toBeVisible();
      await check(page, `wizard-4-summary-${viewport.width}`, false);
      await page.keyboard.press("Escape");
      await check(page, `wizard-4-outsourcing-${viewport.width}`);

      // Step 5: fifteen 0–5 answers; View Summary once all are in; the total and classification.
      await next.click();
      const complete = page.getByTestId("wizard-complete");
      await expect(complete).toHaveText("Complete Risk Assessment");
      await expect(complete).toBeDisabled();
      await expect(page.getByTestId("materiality-summary")).toBeDisabled();
      const values = [4, 3, 2, 3, 2, 1, 3, 2, 4, 2, 1, 0, 1, 2, 1];
      for (const [index, value] of values.entries()) {
        await page
          .getByTestId(`materiality-q${index + 1}`)
          .locator("label")
          .nth(value)
          .click();
      }
      await expect(page.getByTestId("materiality-result")).toContainText("31 of 75");
      await expect(page.getByTestId("materiality-result")).toContainText("Material");
      await page.getByTestId("materiality-q1").getByText("Scoring guide").click();
      await check(page, `wizard-5-materiality-${viewport.width}`);
      await page.getByTestId("materiality-summary").click();
      await expect(page.getByTestId("materiality-summary-dialog")).toBeVisible();
      await check(page, `wizard-5-summary-${viewport.width}`, false);
      await page.keyboard.press("Escape");

      // Saved by hand, then resumed from the list.
      await page.getByTestId("wizard-save-draft").click();
      await expect(page.getByTestId("wizard-saved")).toContainText("Draft saved at");
      await page.goto("/workflows");
      const list = page.getByTestId("draft-list");
      const card = list.getByTestId("draft-card").filter({ hasText: entity });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expect(card.getByTestId("draft-step")).toHaveText("Step 5/5");
      await expect(card).toContainText("Just now");

      const discarded = list.getByTestId("draft-card").filter({ hasText: `Discarded ${stamp}` });
      await discarded.getByTestId("draft-delete").click();
      const confirm = page.getByTestId("draft-delete-dialog");
      await expect(confirm).toContainText("Delete Draft?");
      await expect(confirm).toContainText("cannot be undone");
      await check(page, `drafts-delete-${viewport.width}`, false);
      await page.getByTestId("draft-delete-confirm").click();
      await expect(confirm).toBeHidden();
      await expect(discarded).toHaveCount(0);
      await check(page, `drafts-${viewport.width}`);

      await card.getByTestId("draft-continue").click();
      await expect(page).toHaveURL(/\/workflows\/new-outsourcing\?draft=/);
      await expect(page.getByTestId("wizard-counter")).toHaveText("Step 5 of 5");
      await expect(page.getByTestId("materiality-result")).toContainText("31 of 75");

      // A reload keeps the draft (its id is in the address).
      await page.reload();
      await expect(page.getByTestId("wizard-counter")).toHaveText("Step 5 of 5", { timeout: 30_000 });
      await expect(complete).toBeEnabled();

      // Submitted: the spec's banner, then /workflows two seconds later.
      await complete.click();
      await expect(page.getByTestId("wizard-submitted")).toHaveText(
        "New Outsourcing Arrangement submitted successfully! Risk Assessment module will be triggered automatically.",
      );
      await page.screenshot({ path: test.info().outputPath(`wizard-submitted-${viewport.width}.png`) });
      await page.waitForURL((url) => url.pathname === "/workflows");
      await expect(page.getByTestId("draft-list").getByTestId("draft-card").filter({ hasText: entity })).toHaveCount(0);
    });
  });
}
