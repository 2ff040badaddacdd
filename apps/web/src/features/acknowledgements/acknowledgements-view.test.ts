import { describe, expect, it } from "vitest";
import { parseAcknowledgementsView, withAcknowledgementsView } from "./acknowledgements-view";

const ID = "0190a5d2-0000-7000-8000-000000000001";

describe("the acknowledgements page's URL", () => {
  it("defaults to the pending tab, page 1, nothing open", () => {
    expect(parseAcknowledgementsView(new URLSearchParams())).toEqual({
      status: "pending",
      page: 1,
      ack: null,
      version: null,
    });
  });

  it("reads the tab, page, open acknowledgement and version; ignores what is not one", () => {
    const view = parseAcknowledgementsView(new URLSearchParams(`status=done&page=3&ack=${ID}&version=nope`));
    expect(view).toEqual({ status: "done", page: 3, ack: ID, version: null });
    expect(parseAcknowledgementsView(new URLSearchParams("status=later&page=-2")).page).toBe(1);
  });

  it("starts a new tab on page 1 and leaves defaults out", () => {
    const next = withAcknowledgementsView(new URLSearchParams("page=4"), { status: "done" });
    expect(next.toString()).toBe("status=done");
    expect(withAcknowledgementsView(new URLSearchParams("status=done"), { status: "pending" }).toString()).toBe("");
    expect(withAcknowledgementsView(new URLSearchParams(), { ack: ID }).toString()).toBe(`ack=${ID}`);
  });
});
