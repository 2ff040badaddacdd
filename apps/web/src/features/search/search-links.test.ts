import { describe, expect, it } from "vitest";
import { highlightPieces, opensSearch, searchResultHref } from "./search-links";

const id = "0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";

describe("a search result's link", () => {
  it("opens each kind's record where its screen reads it", () => {
    expect(searchResultHref({ kind: "vendor", id, title: "Acme" })).toBe(`/vendor-management?vendor=${id}`);
    expect(searchResultHref({ kind: "contract", id, title: "x" })).toBe(`/contracts?contract=${id}`);
    expect(searchResultHref({ kind: "assessment", id, title: "x" })).toBe(`/risk-assessment?assessment=${id}`);
    expect(searchResultHref({ kind: "policy", id, title: "x" })).toBe(`/governance?policy=${id}`);
    expect(searchResultHref({ kind: "committee", id, title: "x" })).toBe(`/governance?tab=committees&committee=${id}`);
    expect(searchResultHref({ kind: "workflow", id, title: "x" })).toBe(`/workflows?record=${id}`);
    expect(searchResultHref({ kind: "document", id, title: "Board & risk" })).toBe(
      "/governance?tab=documents&q=Board+%26+risk",
    );
  });
});

describe("the matches of a result", () => {
  it("cut the text into plain and marked pieces", () => {
    expect(highlightPieces("Northern Acme Bank", [{ start: 9, length: 4 }])).toEqual([
      { text: "Northern ", match: false },
      { text: "Acme", match: true },
      { text: " Bank", match: false },
    ]);
    expect(highlightPieces("Acme", [{ start: 0, length: 4 }])).toEqual([{ text: "Acme", match: true }]);
  });

  it("ignore an offset outside the text", () => {
    expect(highlightPieces("Acme", [{ start: 2, length: 9 }])).toEqual([{ text: "Acme", match: false }]);
  });
});

describe("the search's shortcuts", () => {
  const key = (k: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey", boolean>> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });
  it("are / outside a text field and Ctrl+K or ⌘K anywhere", () => {
    expect(opensSearch(key("/"), false)).toBe(true);
    expect(opensSearch(key("/"), true)).toBe(false);
    expect(opensSearch(key("k", { ctrlKey: true }), true)).toBe(true);
    expect(opensSearch(key("K", { metaKey: true }), false)).toBe(true);
    expect(opensSearch(key("k"), false)).toBe(false);
  });
});
