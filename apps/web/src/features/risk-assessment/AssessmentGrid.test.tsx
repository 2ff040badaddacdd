import "../../i18n/test-setup";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_VIEW } from "./assessment-view";
import type { AssessmentList, AssessmentListItem } from "./types";

// The grid's states as HTML: the spec's two empty states and load-failure text (000 §2, §8), skeletons while
// loading, and a card's figures with the progress bar's colour and its text alternative. (A cold import of the UI
// kit can take a while on a busy machine.)

let AssessmentGrid: typeof import("./AssessmentGrid").AssessmentGrid;
beforeAll(async () => {
  ({ AssessmentGrid } = await import("./AssessmentGrid"));
}, 60_000);

const ITEM: AssessmentListItem = {
  id: "0196f000-0000-7000-8000-0000000000a1",
  reference: "RA-2026-0042",
  vendor: { id: "0196f000-0000-7000-8000-0000000000b1", name: "Kestrel Payments" },
  type: "periodic_review",
  status: "in_progress",
  leadAssessor: { id: "0196f000-0000-7000-8000-0000000000c1", name: "Priya Natarajan" },
  assessmentDate: "2026-03-02",
  nextReviewDate: "2026-04-01",
  serviceCategory: "Card processing",
  overallScore: 6.45,
  overallRisk: "high",
  progress: { completed: 5, total: 9, percent: 56, colour: "orange" },
  reviewDue: "overdue",
  submittedAt: null,
  updatedAt: "2026-03-02T10:00:00.000Z",
};

type Query = Parameters<typeof AssessmentGrid>[0]["list"];
const query = (state: Partial<{ isPending: boolean; isError: boolean; data: AssessmentList; error: unknown }>) =>
  ({ isPending: false, isError: false, isFetching: false, refetch: () => undefined, ...state }) as unknown as Query;
const page = (items: AssessmentListItem[]): AssessmentList => ({
  items,
  pagination: { page: 1, limit: 12, total: items.length, totalPages: 1, totalIsLowerBound: false },
});

function render(list: Query, view = DEFAULT_VIEW, selectable = false) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <AssessmentGrid
        list={list}
        view={view}
        onViewChange={() => undefined}
        selectable={selectable}
        canPickAssessor={false}
        hrefFor={(id) => `?assessment=${id}`}
        emptyAction={<button type="button">New Assessment</button>}
      />
    </MemoryRouter>,
  );
}

describe("the assessment grid", () => {
  it("shows card skeletons while the first page loads", () => {
    const html = render(query({ isPending: true }));
    expect(html.match(/data-testid="assessment-card-skeleton"/g)).toHaveLength(6);
    expect(html).toContain('aria-busy="true"');
  });

  it("says the spec's load-failure text with a retry when the list fails", () => {
    const html = render(query({ isError: true, error: new Error("boom") }));
    expect(html).toContain("Failed to load risk assessments. Please check your connection and try again.");
    expect(html).toContain("Try again");
  });

  it("invites the first assessment when there is none, and says nothing matches when filters apply", () => {
    const none = render(query({ data: page([]) }));
    expect(none).toContain("No assessments found");
    expect(none).toContain("Get started by creating your first risk assessment");
    expect(none).toContain("New Assessment");
    const filtered = render(query({ data: page([]) }), { ...DEFAULT_VIEW, status: "draft" });
    expect(filtered).toContain("No assessments found matching your filters");
    expect(filtered).not.toContain("Get started");
    expect(filtered).not.toContain("New Assessment");
  });

  it("shows a card's vendor, reference, type, status, risk, score, progress, next review, mark and assessor", () => {
    const html = render(query({ data: page([ITEM]) }));
    for (const text of [
      "Kestrel Payments",
      "RA-2026-0042",
      "Periodic Review",
      "In Progress",
      "High",
      "6.45 / 10",
      "5 of 9",
      "56 %",
      "04/01/2026",
      "Overdue",
      "Priya Natarajan",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/?assessment=0196f000-0000-7000-8000-0000000000a1"');
    expect(html).toContain('data-colour="orange"');
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="56"|aria-valuenow="56"[^>]*role="progressbar"/);
    expect(html).toContain("56 %, 5 of 9 domains assessed");
    expect(html).not.toContain('data-testid="assessment-select"');
  });

  it("offers selection to those who may change assessments in bulk", () => {
    const html = render(query({ data: page([ITEM]) }), DEFAULT_VIEW, true);
    expect(html).toContain('data-testid="assessment-select"');
    expect(html).toContain("Select RA-2026-0042 (Kestrel Payments)");
    expect(html).toContain("Select all on this page");
  });
});
