import { describe, expect, it } from "vitest";
import { personName, userRef } from "../lib/people.js";
import {
  type CandidateCoReviewer,
  coReviewerProblem,
  listNames,
  MAX_CO_REVIEWERS,
  namedPersonProblem,
  reviewedByText,
  sameName,
} from "./attribution.js";

const ME = "018f0000-0000-7000-8000-000000000001";
const user = (n: number, status: CandidateCoReviewer["status"] = "active"): CandidateCoReviewer => ({
  id: `018f0000-0000-7000-8000-${String(n).padStart(12, "0")}`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  status,
});

describe("names", () => {
  it("names a user by first and last name, spaces tidied", () => {
    expect(personName({ firstName: " Jane ", lastName: "Doe" })).toBe("Jane Doe");
    expect(userRef({ id: "u1", firstName: "Jane", lastName: "Doe", email: "x" } as never)).toEqual({
      id: "u1",
      name: "Jane Doe",
    });
    expect(userRef(null)).toBeNull();
  });

  it("compares names ignoring case and spacing", () => {
    expect(sameName("jane  DOE ", "Jane Doe")).toBe(true);
    expect(sameName("Jane Doe", "Jane Roe")).toBe(false);
  });

  it("lists names in a sentence", () => {
    expect(listNames([])).toBe("");
    expect(listNames(["A"])).toBe("A");
    expect(listNames(["A", "B"])).toBe("A and B");
    expect(listNames(["A", "B", "C"])).toBe("A, B and C");
    expect(reviewedByText("Jane Doe", [])).toBe("Jane Doe");
    expect(reviewedByText("Jane Doe", ["John Roe", "Ann Poe"])).toBe("Jane Doe with John Roe and Ann Poe");
  });
});

describe("a name sent in the request", () => {
  it("is accepted when absent, empty or the signed-in user's own", () => {
    expect(namedPersonProblem("reviewer", undefined, "Jane Doe")).toBeNull();
    expect(namedPersonProblem("reviewer", "  ", "Jane Doe")).toBeNull();
    expect(namedPersonProblem("reviewer", "jane doe", "Jane Doe")).toBeNull();
    expect(namedPersonProblem("requester", "Jane Doe", "Jane Doe")).toBeNull();
  });

  it("is refused when it names someone else, saying who the person is and what to do", () => {
    expect(namedPersonProblem("reviewer", "Oliver Grant", "Jane Doe")).toBe(
      "The reviewer is the signed-in user (Jane Doe); a reviewer cannot be named in the request. To credit Oliver Grant, add them as a co-reviewer (coReviewerIds).",
    );
    expect(namedPersonProblem("requester", "Catherine Walsh", "Jane Doe")).toMatch(
      /^The requester is the signed-in user \(Jane Doe\); a requester cannot be named/,
    );
  });
});

describe("co-reviewers", () => {
  it("accepts none, or active users other than the reviewer", () => {
    expect(coReviewerProblem([], [], ME)).toBeNull();
    const a = user(2);
    const b = user(3);
    expect(coReviewerProblem([a.id, b.id], [b, a], ME)).toBeNull();
  });

  it("refuses the reviewer as their own co-reviewer", () => {
    expect(coReviewerProblem([ME], [{ ...user(1), id: ME }], ME)).toMatch(/You are the reviewer/);
  });

  it("refuses ids that are no user, naming them", () => {
    const a = user(2);
    const missing = user(9).id;
    expect(coReviewerProblem([a.id, missing], [a], ME)).toBe(`Co-reviewer ${missing} is not a user of this platform.`);
    expect(coReviewerProblem([user(8).id, missing], [], ME)).toMatch(/^Co-reviewers .* are not users/);
  });

  it("refuses deactivated and pending accounts by name", () => {
    const off = user(4, "deactivated");
    const waiting = user(5, "pending");
    expect(coReviewerProblem([off.id], [off], ME)).toBe("First4 Last4 is deactivated and cannot be a co-reviewer.");
    expect(coReviewerProblem([off.id, waiting.id], [off, waiting], ME)).toBe(
      "First4 Last4 and First5 Last5 are not active and cannot be co-reviewers.",
    );
  });

  it(`refuses more than ${MAX_CO_REVIEWERS}`, () => {
    const many = Array.from({ length: MAX_CO_REVIEWERS + 1 }, (_, i) => user(i + 10));
    expect(
      coReviewerProblem(
        many.map((u) => u.id),
        many,
        ME,
      ),
    ).toBe(`At most ${MAX_CO_REVIEWERS} co-reviewers can be added to a review.`);
  });
});
