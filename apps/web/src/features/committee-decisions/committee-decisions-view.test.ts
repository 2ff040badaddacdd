import { describe, expect, it } from "vitest";
import { committeeLink, parseCommitteeView, withCommitteeView } from "./committee-decisions-view";

describe("the committee page's view in the URL", () => {
  it("reads the chosen arrangement and the page, page 1 for anything else", () => {
    expect(parseCommitteeView(new URLSearchParams("workflow=abc&page=3"))).toEqual({ workflow: "abc", page: 3 });
    expect(parseCommitteeView(new URLSearchParams(""))).toEqual({ workflow: null, page: 1 });
    for (const page of ["0", "-2", "1.5", "x"]) {
      expect(parseCommitteeView(new URLSearchParams(`page=${page}`)).page).toBe(1);
    }
    expect(parseCommitteeView(new URLSearchParams("workflow=%20")).workflow).toBeNull();
  });

  it("writes a change, leaving the defaults out", () => {
    const current = new URLSearchParams("page=2&other=x");
    expect(withCommitteeView(current, { workflow: "w1" }).toString()).toBe("workflow=w1&page=2");
    expect(withCommitteeView(current, { page: 1 }).toString()).toBe("");
    expect(committeeLink(new URLSearchParams("workflow=w1"), { workflow: "w2" })).toBe("?workflow=w2");
  });
});
