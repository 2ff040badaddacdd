import { describe, expect, it } from "vitest";
import { findUnstorableText, MAX_INPUT_DEPTH, TEXT_MESSAGES } from "./storable-text.js";

describe("findUnstorableText", () => {
  it("accepts ordinary text, emoji (paired surrogates) and non-string values", () => {
    expect(findUnstorableText({ name: "Zürich Bank 🏦", n: 3, ok: true, list: ["a", null], nested: { x: "y" } })).toBe(
      null,
    );
    expect(findUnstorableText(undefined)).toBe(null);
  });

  it("names the first field holding a NUL character or an unpaired surrogate, at any depth", () => {
    expect(findUnstorableText({ a: "fine", b: "x\u0000y" })).toEqual({ path: ["b"], message: TEXT_MESSAGES.nul });
    expect(findUnstorableText({ patch: { notes: ["ok", "bad \ud800"] } })).toEqual({
      path: ["patch", "notes", 1],
      message: TEXT_MESSAGES.surrogate,
    });
    expect(findUnstorableText({ first: "\udfff", second: "\u0000" })?.path).toEqual(["first"]);
  });

  it("checks object keys too", () => {
    expect(findUnstorableText({ "bad\u0000key": 1 })?.path).toEqual(["bad\u0000key"]);
  });

  it("refuses nesting deeper than the limit without recursing", () => {
    let value: unknown = "bottom";
    for (let i = 0; i < 100_000; i++) value = [value];
    const found = findUnstorableText({ field: value });
    expect(found?.message).toBe(TEXT_MESSAGES.depth);
    expect(found?.path).toHaveLength(MAX_INPUT_DEPTH);
    expect(found?.path[0]).toBe("field");
  });
});
