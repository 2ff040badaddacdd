import { describe, expect, it } from "vitest";
import { nextProcedureSort, proceduresViewOf, proceduresViewParams, toListInput } from "./procedures-view";

describe("the procedures tab's URL", () => {
  it("reads defaults from an empty URL and ignores unknown values", () => {
    expect(proceduresViewOf(new URLSearchParams("tab=procedures&status=nope&sort=size&page=-2"))).toEqual({
      archived: false,
      q: "",
      status: null,
      complexity: null,
      sort: { sort: "name", order: "asc" },
      page: 1,
    });
  });

  it("round-trips a view and goes back to page 1 on any change but the page", () => {
    const params = proceduresViewParams(new URLSearchParams("tab=procedures&page=3"), {
      q: " onboarding ",
      status: "active",
      complexity: "complex",
      sort: { sort: "lastReview", order: "desc" },
    });
    expect(params.toString()).toBe(
      "tab=procedures&q=onboarding&status=active&complexity=complex&sort=lastReview&order=desc",
    );
    expect(proceduresViewParams(params, { page: 2 }).get("page")).toBe("2");
    expect(proceduresViewParams(params, { archived: true }).get("view")).toBe("archived");
    expect(toListInput(proceduresViewOf(params))).toEqual({
      page: 1,
      limit: 25,
      sort: "lastReview",
      order: "desc",
      search: "onboarding",
      status: "active",
      complexity: "complex",
    });
  });

  it("flips the order of the same column; dates start latest first", () => {
    expect(nextProcedureSort({ sort: "name", order: "asc" }, "name")).toEqual({ sort: "name", order: "desc" });
    expect(nextProcedureSort({ sort: "name", order: "asc" }, "lastReview")).toEqual({
      sort: "lastReview",
      order: "desc",
    });
  });
});
