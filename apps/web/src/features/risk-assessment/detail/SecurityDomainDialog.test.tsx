// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { ASSESSMENT_DOMAINS } from "@tprm/api/schemas";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc, serverError } from "../../../lib/test-trpc";
import { assessmentRights } from "../assessment-permissions";
import type { AssessmentDetail } from "../types";
import { SecurityDomainDialog } from "./SecurityDomainDialog";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ID = "0196f000-0000-7000-8000-0000000000e1";

/** The part of an open assessment the dialog reads: IT & business continuity scored 3 with a note, no evidence. */
const assessment = {
  id: ID,
  reference: "RA-2026-0042",
  status: "in_progress",
  vendor: { id: "0196f000-0000-7000-8000-0000000000a1", name: "Acme Payments" },
  domains: Object.fromEntries(
    ASSESSMENT_DOMAINS.map((d) => [
      d,
      d === "itBusinessContinuity"
        ? { score: 3, riskLevel: "medium", notes: "Backups untested", evidence: [] }
        : { score: null, riskLevel: null, notes: null, evidence: [] },
    ]),
  ),
} as unknown as AssessmentDetail;

function renderDialog(updateDomain: Handler) {
  const onClose = vi.fn();
  const rendered = renderWithTrpc(
    <SecurityDomainDialog assessment={assessment} rights={assessmentRights("IT Security")} onClose={onClose} />,
    { "riskAssessments.updateDomain": updateDomain },
  );
  return { ...rendered, onClose, dialog: () => screen.getByTestId("security-domain-dialog") };
}

beforeAll(polyfillDialogs);
beforeEach(() => vi.mocked(toast.error).mockClear());
afterEach(() => cleanup());

describe("IT Security's own domain", () => {
  it("shows the domain's guide and its current score, and saves that domain only with the new score and notes", async () => {
    const sent: unknown[] = [];
    const { user, onClose, dialog } = renderDialog((input) => {
      sent.push(input);
      return { ...assessment, reference: "RA-2026-0042" };
    });
    const body = within(dialog());
    expect(body.getByRole("heading", { name: "IT & business continuity" })).toBeTruthy();
    expect(body.getByText("Methodology")).toBeTruthy();
    expect(body.getByText("Regulatory basis")).toBeTruthy();
    expect((body.getByRole("radio", { name: "3" }) as HTMLInputElement).checked).toBe(true);
    expect(body.getByTestId("security-score-level").dataset.risk).toBe("medium");

    await user.click(body.getByRole("radio", { name: "7" }));
    expect(body.getByTestId("security-score-level").dataset.risk).toBe("high");
    const notes = body.getByRole("textbox", { name: /Notes/ });
    await user.clear(notes);
    await user.type(notes, "Failover tested in March");
    await user.click(body.getByRole("button", { name: "Save domain" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ id: ID, domain: "itBusinessContinuity", score: 7, notes: "Failover tested in March" }]);
    expect(toast.success).toHaveBeenCalledWith("IT & business continuity saved on RA-2026-0042");
  });

  it("says the assessment was completed meanwhile (409) and stays open", async () => {
    const { user, onClose, dialog } = renderDialog(() => {
      throw serverError(409, "CONFLICT", "This assessment is completed");
    });
    await user.click(within(dialog()).getByRole("button", { name: "Save domain" }));
    expect((await within(dialog()).findByTestId("security-domain-failure")).textContent).toContain(
      "This assessment has been completed; a Risk Manager must reopen it before the domain can be changed.",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says the role may not change the domain (403)", async () => {
    const { user, dialog } = renderDialog(() => {
      throw serverError(403, "FORBIDDEN", "Access denied");
    });
    await user.click(within(dialog()).getByRole("button", { name: "Save domain" }));
    expect((await within(dialog()).findByTestId("security-domain-failure")).textContent).toContain(
      "Your role may not change this domain of the assessment.",
    );
    expect(toast.error).not.toHaveBeenCalled();
  });
});
