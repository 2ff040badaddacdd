// @vitest-environment jsdom
import { todayIn } from "@tprm/api/dates";
import "../../../i18n/test-setup";
import { cleanup, screen, within } from "@testing-library/react";
import { ASSESSMENT_DOMAINS, TEAM_MAX } from "@tprm/api/schemas";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { polyfillDialogs, renderWithTrpc } from "../../../lib/test-trpc";
import { AssessmentFormDialog } from "./AssessmentFormDialog";
import type { EditableAssessment } from "./form-values";

// The forms default to today in the organisation's zone, computed where they run: the tests expect the same day.
const TODAY = todayIn("UTC");

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const uuid = (n: number) => `0196f000-0000-7000-8000-${String(n).padStart(12, "0")}`;
const person = (n: number) => ({ id: uuid(n), name: `Colleague ${n}`, role: "IT Security" });
const LEAD = { id: uuid(999), name: "Rita Manager" };

/** An assessment whose team is `size` people (1 … size); the directory offers them and three more. */
function assessmentWithTeam(size: number): EditableAssessment {
  return {
    id: uuid(5000),
    reference: "RA-2026-0042",
    vendor: { id: uuid(6000), name: "Acme Payments" },
    leadAssessor: LEAD,
    team: Array.from({ length: size }, (_, i) => ({ id: uuid(i + 1), name: `Colleague ${i + 1}` })),
    type: "periodic_review",
    status: "draft",
    assessmentDate: "2026-01-31",
    nextReviewDate: null,
    serviceCategory: null,
    recommendations: null,
    comments: null,
    mitigationPlan: null,
    domains: Object.fromEntries(
      ASSESSMENT_DOMAINS.map((d) => [d, { score: null, notes: null }]),
    ) as EditableAssessment["domains"],
  };
}

function renderForm(teamSize: number) {
  return renderWithTrpc(
    <AssessmentFormDialog open onOpenChange={() => {}} assessment={assessmentWithTeam(teamSize)} />,
    {
      "system.calendar": () => ({ timeZone: "UTC", today: TODAY }),
      "vendors.list": () => ({ items: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
      "users.directory": () => Array.from({ length: teamSize + 3 }, (_, i) => person(i + 1)),
    },
  );
}

beforeAll(polyfillDialogs);
afterEach(() => cleanup());

describe("the assessment team picker", () => {
  it(`stops at the schema's ${TEAM_MAX} members and says so`, async () => {
    renderForm(TEAM_MAX);
    const picker = await screen.findByTestId("assessment-team-picker");
    const others = await within(picker).findAllByRole("checkbox", { checked: false });
    expect(others).toHaveLength(3);
    for (const box of others) expect((box as HTMLInputElement).disabled).toBe(true);
    expect(within(picker).getByRole("status").textContent).toBe(
      `The team is full (${TEAM_MAX} members). Remove someone to add another.`,
    );
    expect(within(picker).getByText(`Colleagues taking part in the assessment, at most ${TEAM_MAX}.`)).toBeTruthy();
  });

  it("offers more people while the team is below the cap", async () => {
    const { user } = renderForm(TEAM_MAX - 1);
    const picker = await screen.findByTestId("assessment-team-picker");
    const others = await within(picker).findAllByRole("checkbox", { checked: false });
    expect(others).toHaveLength(3);
    expect(others.every((box) => !(box as HTMLInputElement).disabled)).toBe(true);
    await user.click(others[0] as HTMLElement);
    expect(within(picker).getByRole("status").textContent).toContain("The team is full");
    const left = within(picker).getAllByRole("checkbox", { checked: false });
    expect(left.every((box) => (box as HTMLInputElement).disabled)).toBe(true);
  });
});
