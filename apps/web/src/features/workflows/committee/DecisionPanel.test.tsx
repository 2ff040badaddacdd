// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { REVIEW_KINDS } from "@tprm/api/schemas";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc, serverError } from "../../../lib/test-trpc";
import { DecisionPanel } from "./DecisionPanel";
import type { WorkflowRecord } from "./types";

const WORKFLOW_ID = "0196f000-0000-7000-8000-0000000000a1";
const OWNER = { id: "0196f000-0000-7000-8000-0000000000b1", name: "Olivia Owner" };
const MEMBER = { id: "0196f000-0000-7000-8000-0000000000b2", name: "Mia Member" };

function workflow(over: { done?: readonly string[]; decide?: boolean; status?: string } = {}) {
  const done = over.done ?? REVIEW_KINDS;
  return {
    id: WORKFLOW_ID,
    type: "new_outsourcing",
    status: over.status ?? "pending",
    owner: OWNER,
    committee: { id: "0196f000-0000-7000-8000-0000000000c1", name: "Outsourcing Committee" },
    reviews: REVIEW_KINDS.map((kind) => ({ kind, completed: done.includes(kind) })),
    decisions: [],
    can: { decide: over.decide ?? true },
  } as unknown as WorkflowRecord;
}

function renderPanel(w: WorkflowRecord, me: { id: string; name: string }, handlers: Record<string, Handler> = {}) {
  return renderWithTrpc(<DecisionPanel workflow={w} />, {
    "auth.me": () => ({ user: { id: me.id, role: "Vendor Manager" } }),
    "system.calendar": () => ({ timeZone: "UTC", today: "2026-11-28" }),
    "workflows.get": () => w,
    "workflows.withRiskAssessment": () => ({ workflow: w, riskAssessment: null, message: null }),
    ...handlers,
  });
}

const button = (name: string) => screen.getByRole("button", { name });

beforeAll(polyfillDialogs);
afterEach(cleanup);

describe("the committee decision panel", () => {
  it("keeps the buttons disabled with 'Prerequisites Not Met' until the seven flags are complete", async () => {
    renderPanel(workflow({ done: ["it", "risk"], decide: false, status: "initiation" }), MEMBER);
    expect(await screen.findByText("Prerequisites Not Met")).toBeTruthy();
    for (const name of ["APPROVED", "DEFERRED", "REJECTED"]) expect(button(name).hasAttribute("disabled")).toBe(true);
  });

  it("tells the owner why they may not decide, without the buttons", async () => {
    renderPanel(workflow({ decide: false }), OWNER);
    expect(await screen.findByText("You own this arrangement")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "APPROVED" })).toBeNull();
  });

  it("approves after the confirmation and shows the spec's message; the buttons stay disabled", async () => {
    const sent: unknown[] = [];
    const { user } = renderPanel(workflow(), MEMBER, {
      "workflows.decide": (input) => {
        sent.push(input);
        return { workflow: workflow({ status: "approved", decide: false }), message: "ok" };
      },
    });
    await waitFor(() => expect(button("APPROVED").hasAttribute("disabled")).toBe(false));
    await user.click(button("APPROVED"));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(
        "Are you sure you want to approve this outsourcing arrangement? This will initiate contract execution.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Arrangement APPROVED - Contract execution initiated")).toBeTruthy();
    expect(sent).toEqual([{ id: WORKFLOW_ID, decision: "approved" }]);
    for (const name of ["APPROVED", "DEFERRED", "REJECTED"]) expect(button(name).hasAttribute("disabled")).toBe(true);
  });

  it("defers only with a reason and an expected review date", async () => {
    const sent: unknown[] = [];
    const { user } = renderPanel(workflow(), MEMBER, {
      "workflows.decide": (input) => {
        sent.push(input);
        return { workflow: workflow({ status: "deferred" }), message: "ok" };
      },
    });
    await waitFor(() => expect(button("DEFERRED").hasAttribute("disabled")).toBe(false));
    await user.click(button("DEFERRED"));
    const dialog = await screen.findByTestId("defer-dialog");
    const confirm = within(dialog).getByRole("button", { name: "Defer" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    await user.type(within(dialog).getByLabelText(/^Reason for deferral/), "Waiting for the exit plan");
    expect(confirm.hasAttribute("disabled")).toBe(true);
    await user.type(within(dialog).getByLabelText(/^Expected review date/), "2026-12-31");
    await user.tab();
    await waitFor(() => expect(confirm.hasAttribute("disabled")).toBe(false));
    await user.click(confirm);
    expect(
      await screen.findByText("Arrangement DEFERRED until 12/31/2026 - Reason: Waiting for the exit plan"),
    ).toBeTruthy();
    expect(sent).toEqual([
      { id: WORKFLOW_ID, decision: "deferred", reason: "Waiting for the exit plan", deferralDate: "2026-12-31" },
    ]);
  });

  it("rejects only with a reason, says it cannot be undone, and shows the server's refusal", async () => {
    const { user } = renderPanel(workflow(), MEMBER, {
      "workflows.decide": () => {
        throw serverError(409, "CONFLICT", "All seven prerequisites must be complete before the committee decides.");
      },
    });
    await waitFor(() => expect(button("REJECTED").hasAttribute("disabled")).toBe(false));
    await user.click(button("REJECTED"));
    const dialog = await screen.findByTestId("reject-dialog");
    expect(within(dialog).getByText(/cannot be undone: it terminates the arrangement/)).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: "Reject" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    await user.type(within(dialog).getByLabelText(/^Reason for rejection/), "Concentration risk too high");
    await user.click(confirm);
    expect(
      await within(dialog).findByText("All seven prerequisites must be complete before the committee decides."),
    ).toBeTruthy();
    expect(screen.queryByTestId("decision-success")).toBeNull();
  });
});
