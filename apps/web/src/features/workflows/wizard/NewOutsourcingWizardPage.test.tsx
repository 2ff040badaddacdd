// @vitest-environment jsdom
import "../../../i18n/test-setup";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { MATERIALITY_QUESTION_IDS, OUTSOURCING_QUESTION_IDS } from "@tprm/api/schemas";
import { TRPCClientError } from "@trpc/client";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Handler, polyfillDialogs, renderWithTrpc, serverError } from "../../../lib/test-trpc";
import NewOutsourcingWizardPage from "./NewOutsourcingWizardPage";

const ID = "0195f3a0-0000-7000-8000-000000000001";

/** A draft saved on step 5 with every question answered. */
const draft = {
  id: ID,
  legalEntity: "Example Bank AG",
  jurisdiction: "Ireland",
  recipientDetails: "Retail banking",
  providerDetails: "PayCo Ltd",
  vendor: null,
  committeeId: null,
  processDescription: "x".repeat(120),
  outsourcingAssessment: OUTSOURCING_QUESTION_IDS.map((questionId) => ({ questionId, answer: "Yes" })),
  materialityAssessment: MATERIALITY_QUESTION_IDS.map((questionId) => ({ questionId, answer: 2 })),
  currentStep: "Step 5",
  step: 5,
  draftLastSaved: "2026-11-28T10:00:00.000Z",
  createdAt: "2026-11-28T09:00:00.000Z",
  updatedAt: "2026-11-28T10:00:00.000Z",
};

function renderWizard(handlers: Record<string, Handler>, role = "Business User") {
  return renderWithTrpc(
    <MemoryRouter initialEntries={[`/workflows/new-outsourcing?draft=${ID}`]}>
      <Routes>
        <Route path="/workflows/new-outsourcing" element={<NewOutsourcingWizardPage />} />
        <Route path="/workflows" element={<p>centre</p>} />
      </Routes>
    </MemoryRouter>,
    {
      "auth.me": () => ({ user: { id: "u1", role } }),
      "workflowDrafts.get": () => draft,
      "workflows.templates": () => ({ templates: [], policies: [], committees: [] }),
      ...handlers,
    },
  );
}

describe("the wizard resumed from a draft (001 §2.3, §4, §8)", () => {
  beforeAll(polyfillDialogs);
  afterEach(cleanup);

  it("resumes at the draft's step and submits with its id; the spec's banner follows", async () => {
    const submit = vi.fn(() => ({}));
    const { user } = renderWizard({ "workflowDrafts.submit": submit });
    expect((await screen.findByTestId("wizard-counter")).textContent).toBe("Step 5 of 5");
    expect(screen.getByTestId("materiality-result").textContent).toContain("30 of 75");
    await user.click(screen.getByTestId("wizard-complete"));
    expect((await screen.findByTestId("wizard-submitted")).textContent).toBe(
      "New Outsourcing Arrangement submitted successfully! Risk Assessment module will be triggered automatically.",
    );
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ draftId: ID, legalEntity: "Example Bank AG" }));
    expect(screen.getByTestId("wizard-complete")).toHaveProperty("disabled", true);
  });

  it("shows a refused submission with the fields the server named, and goes back to the first one's step", async () => {
    const { user } = renderWizard({
      "workflowDrafts.submit": () => {
        throw TRPCClientError.from({
          error: {
            message: "Invalid input",
            code: -32600,
            data: {
              code: "BAD_REQUEST",
              httpStatus: 400,
              issues: [{ path: "providerDetails", message: "Provider is required" }],
            },
          },
        });
      },
    });
    await user.click(await screen.findByTestId("wizard-complete"));
    const failed = await screen.findByTestId("wizard-submit-failed");
    expect(failed.textContent).toContain("Failed to submit workflow. Please try again.");
    expect(failed.textContent).toContain("Provider details: Provider is required");
    expect(screen.getByTestId("wizard-counter").textContent).toBe("Step 1 of 5");
  });

  it("shows any other failed submission with the spec's text", async () => {
    const { user } = renderWizard({
      "workflowDrafts.submit": () => {
        throw serverError(500, "INTERNAL_SERVER_ERROR", "");
      },
    });
    await user.click(await screen.findByTestId("wizard-complete"));
    expect((await screen.findByTestId("wizard-submit-failed")).textContent).toContain(
      "Failed to submit workflow. Please try again.",
    );
  });

  it("shows a draft that cannot be loaded, and a failed save, instead of ignoring them", async () => {
    renderWizard({
      "workflowDrafts.get": () => {
        throw serverError(404, "NOT_FOUND", "Draft not found");
      },
    });
    expect((await screen.findByTestId("query-error")).textContent).toContain("Draft not found");
    cleanup();
    const { user } = renderWizard({
      "workflowDrafts.save": () => {
        throw serverError(500, "INTERNAL_SERVER_ERROR", "");
      },
    });
    await screen.findByTestId("wizard-counter");
    await user.click(screen.getByTestId("wizard-save-draft"));
    await waitFor(() =>
      expect(screen.getByTestId("wizard-save-failed").textContent).toContain("The draft could not be saved"),
    );
  });

  it("tells a role that cannot start an arrangement so", async () => {
    renderWizard({}, "Risk Manager");
    expect(await screen.findByTestId("wizard-not-allowed")).toBeTruthy();
  });
});
