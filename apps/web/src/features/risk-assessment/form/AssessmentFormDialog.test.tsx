// @vitest-environment jsdom
import { todayIn } from "@tprm/api/dates";
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { ASSESSMENT_DOMAINS } from "@tprm/api/schemas";
import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc } from "../../../lib/test-trpc";
import { AssessmentFormDialog } from "./AssessmentFormDialog";
import type { EditableAssessment } from "./form-values";

// The forms default to today in the organisation's zone, computed where they run: the tests expect the same day.
const TODAY = todayIn("UTC");

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const VENDOR = { id: "0196f000-0000-7000-8000-0000000000a1", name: "Acme Payments", legalName: null, country: "DE" };
const LEAD = { id: "0196f000-0000-7000-8000-0000000000c1", name: "Rita Manager", role: "Risk Manager" };
const TEAMMATE = { id: "0196f000-0000-7000-8000-0000000000c2", name: "Ivan Security", role: "IT Security" };

const baseHandlers: Record<string, Handler> = {
  "system.calendar": () => ({ timeZone: "UTC", today: TODAY }),
  "vendors.list": () => ({ items: [VENDOR], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } }),
  "users.directory": () => [LEAD, TEAMMATE],
};

function renderDialog(props: Partial<Parameters<typeof AssessmentFormDialog>[0]>, handlers: Record<string, Handler>) {
  const onOpenChange = vi.fn();
  const onSaved = vi.fn();
  const { user } = renderWithTrpc(
    <AssessmentFormDialog open onOpenChange={onOpenChange} onSaved={onSaved} {...props} />,
    {
      ...baseHandlers,
      ...handlers,
    },
  );
  return { onOpenChange, onSaved, user };
}

/** The answer of a save: enough of an assessment for the dialog's toast and the caller. */
const savedDetail = (input: Record<string, unknown>) => ({
  id: "0196f000-0000-7000-8000-0000000000e1",
  reference: "RA-2026-0042",
  vendor: { id: VENDOR.id, name: VENDOR.name },
  ...input,
});

beforeAll(polyfillDialogs);

afterEach(() => cleanup());

describe("the risk assessment form: required fields (spec 000 §5)", () => {
  it("shows “Vendor name is required” and “Assessor is required”, clears each when its field is chosen, then creates", async () => {
    const created: unknown[] = [];
    const { user, onOpenChange, onSaved } = renderDialog(
      {},
      {
        "riskAssessments.create": (input) => {
          created.push(input);
          return savedDetail(input as Record<string, unknown>);
        },
      },
    );
    const dialog = await screen.findByTestId("assessment-form-dialog");
    await user.click(within(dialog).getByRole("button", { name: "Create assessment" }));

    expect(await within(dialog).findByText("Vendor name is required")).toBeTruthy();
    expect(within(dialog).getByText("Assessor is required")).toBeTruthy();
    expect(created).toEqual([]);

    const vendorPicker = within(dialog).getByTestId("assessment-vendor-picker");
    await user.click(await within(vendorPicker).findByRole("radio", { name: /Acme Payments/ }));
    await waitFor(() => expect(within(dialog).queryByText("Vendor name is required")).toBeNull());
    expect(within(dialog).getByText("Assessor is required")).toBeTruthy();

    const leadPicker = within(dialog).getByTestId("assessment-lead-picker");
    await user.click(await within(leadPicker).findByRole("radio", { name: /Rita Manager/ }));
    await waitFor(() => expect(within(dialog).queryByText("Assessor is required")).toBeNull());

    // Removing the chosen vendor brings its message back at once (the form re-validates after a first attempt).
    await user.click(within(vendorPicker).getByRole("button", { name: "Remove Acme Payments" }));
    expect(await within(dialog).findByText("Vendor name is required")).toBeTruthy();
    await user.click(within(vendorPicker).getByRole("radio", { name: /Acme Payments/ }));

    await user.click(within(dialog).getByRole("button", { name: "Create assessment" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      vendorId: VENDOR.id,
      leadAssessorId: LEAD.id,
      type: "comprehensive",
      assessmentDate: TODAY,
      nextReviewDate: null,
      teamIds: [],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

const SCORED_NONE = Object.fromEntries(
  ASSESSMENT_DOMAINS.map((d) => [d, { score: null, notes: null }]),
) as EditableAssessment["domains"];

const draft: EditableAssessment = {
  id: "0196f000-0000-7000-8000-0000000000e1",
  reference: "RA-2026-0042",
  vendor: { id: VENDOR.id, name: VENDOR.name },
  leadAssessor: { id: LEAD.id, name: LEAD.name },
  team: [],
  type: "periodic_review",
  status: "draft",
  assessmentDate: "2026-01-31",
  nextReviewDate: null,
  serviceCategory: "Card processing",
  recommendations: null,
  comments: null,
  mitigationPlan: null,
  domains: SCORED_NONE,
};

describe("the risk assessment form: live summary with the spec's weights (000 §3, §4)", () => {
  it("recomputes the weighted score, band, progress and next review as scores are chosen", async () => {
    const { user } = renderDialog({ assessment: draft }, {});
    const dialog = await screen.findByTestId("assessment-form-dialog");
    const tabs = within(dialog).getByRole("tablist");
    const chooseScore = async (tab: RegExp, score: number) => {
      await user.click(within(tabs).getByRole("tab", { name: tab }));
      await user.click(within(dialog).getByRole("radio", { name: String(score) }));
    };
    const summary = async () => {
      await user.click(within(tabs).getByRole("tab", { name: "Summary" }));
      return within(dialog).getByTestId("assessment-summary");
    };

    let panel = await summary();
    expect(within(panel).getByTestId("summary-score").textContent).toBe("No domain scored yet");
    expect(within(panel).getByTestId("summary-progress").textContent).toBe("0 of 9 domains scored (0%)");

    // Financial resilience (weight 0.15) 8 and IT & business continuity (0.15) 6: (15×8 + 15×6) / 30 = 7.00, High.
    await chooseScore(/^Financial/, 8);
    expect(within(dialog).getByTestId("score-vendorFinancialResilience-level").textContent).toBe("Critical");
    await chooseScore(/^IT & continuity/, 6);
    expect(within(dialog).getByTestId("score-itBusinessContinuity-level").textContent).toBe("High");
    panel = await summary();
    expect(within(panel).getByTestId("summary-score").textContent).toBe("7.00 / 10");
    expect(within(panel).getByTestId("summary-risk").textContent).toBe("High");
    expect(within(panel).getByTestId("summary-progress").textContent).toBe("2 of 9 domains scored (22%)");
    const financial = within(panel).getByTestId("summary-row-vendorFinancialResilience");
    expect(
      within(financial)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Vendor financial resilience", "15%", "8", "Critical", "1.20"]);
    // High: the next review 12 months after the assessment date.
    expect(within(panel).getByTestId("summary-next-review").textContent).toBe("01/31/2027");
    // Scored tabs carry a check.
    expect(within(tabs).getByRole("tab", { name: /^Financial/ }).textContent).toContain("(scored)");
    expect(within(tabs).getByRole("tab", { name: /^Compliance/ }).textContent).not.toContain("(scored)");

    // Country (0.05) 0 and ESG & AML (0.05) 0: (120 + 90) / 40 = 5.25, Medium; 4 of 9 = 44 %, red.
    await chooseScore(/^Country/, 0);
    await chooseScore(/^ESG & AML/, 0);
    panel = await summary();
    expect(within(panel).getByTestId("summary-score").textContent).toBe("5.25 / 10");
    expect(within(panel).getByTestId("summary-risk").textContent).toBe("Medium");
    expect(within(panel).getByTestId("summary-progress").textContent).toBe("4 of 9 domains scored (44%)");
    expect(within(panel).getByTestId("summary-progress").parentElement?.dataset.colour).toBe("red");
    expect(within(panel).getByTestId("summary-next-review").textContent).toBe("07/31/2027");

    // Compliance (0.15) 10, Subcontracting (0.10) 10, Concentration (0.15) 10:
    // (210 + 150 + 100 + 150) / 80 = 7.625 → 7.63, High; 7 of 9 = 78 %, orange.
    await chooseScore(/^Compliance/, 10);
    await chooseScore(/^Subcontracting/, 10);
    await chooseScore(/^Concentration/, 10);
    panel = await summary();
    expect(within(panel).getByTestId("summary-score").textContent).toBe("7.63 / 10");
    expect(within(panel).getByTestId("summary-risk").textContent).toBe("High");
    expect(within(panel).getByTestId("summary-progress").parentElement?.dataset.colour).toBe("orange");

    // Reputation (0.10) 9 and Exit (0.10) 9: (610 + 90 + 90) / 100 = 7.90, High; 9 of 9 = 100 %, green.
    await chooseScore(/^Reputation/, 9);
    await chooseScore(/^Exit/, 9);
    panel = await summary();
    expect(within(panel).getByTestId("summary-score").textContent).toBe("7.90 / 10");
    expect(within(panel).getByTestId("summary-progress").textContent).toBe("9 of 9 domains scored (100%)");
    expect(within(panel).getByTestId("summary-progress").parentElement?.dataset.colour).toBe("green");

    // Clearing a score takes the domain out again: without Exit, (610 + 90) / 90 = 7.78.
    await user.click(within(tabs).getByRole("tab", { name: /^Exit/ }));
    await user.click(within(dialog).getByRole("button", { name: "Clear score" }));
    panel = await summary();
    expect(within(panel).getByTestId("summary-score").textContent).toBe("7.78 / 10");
  });
});

describe("the risk assessment form: editing", () => {
  it("sends the changes to riskAssessments.update, and shows the lock when the server answers 409", async () => {
    const updates: unknown[] = [];
    const { user, onSaved } = renderDialog(
      { assessment: draft },
      {
        "riskAssessments.update": (input) => {
          updates.push(input);
          throw TRPCClientError.from({
            error: {
              message: "The assessment is completed: a Risk Manager must reopen it first.",
              code: -32603,
              data: { code: "CONFLICT", httpStatus: 409 },
            },
          });
        },
      },
    );
    const dialog = await screen.findByTestId("assessment-form-dialog");
    expect(within(dialog).getByRole("heading", { name: "Edit risk assessment RA-2026-0042" })).toBeTruthy();
    await user.click(within(dialog).getByRole("tab", { name: /^Financial/ }));
    await user.click(within(dialog).getByRole("radio", { name: "4" }));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      id: draft.id,
      vendorId: VENDOR.id,
      leadAssessorId: LEAD.id,
      type: "periodic_review",
      serviceCategory: "Card processing",
    });
    // Only the domain changed here goes back: one scored by someone else since the form opened is not overwritten.
    expect((updates[0] as { domains: unknown }).domains).toEqual({
      vendorFinancialResilience: { score: 4, notes: null },
    });
    expect((await within(dialog).findByTestId("assessment-save-failure")).textContent).toBe(
      "This assessment is completed; a Risk Manager must reopen it before it can be changed.",
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says a completed assessment is locked and keeps its fields read-only", async () => {
    renderDialog({ assessment: { ...draft, status: "completed" } }, {});
    const dialog = await screen.findByTestId("assessment-form-dialog");
    expect(within(dialog).getByTestId("assessment-locked").textContent).toContain("a Risk Manager must reopen it");
    expect((within(dialog).getByLabelText("Service category") as HTMLInputElement).disabled).toBe(true);
  });
});
