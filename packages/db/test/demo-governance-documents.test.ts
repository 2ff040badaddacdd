// The demo repository shows every state the Document Repository tab can show: every status and compliance state,
// a green, an orange and a red compliance bar (001 §9: ≥ 95, ≥ 90, below), and a category without documents.
import { describe, expect, it } from "vitest";
import { DEMO_DOCUMENT_CATEGORIES } from "../src/demo/governance-documents.js";

const rateOf = (documents: readonly (readonly [string, string, string, ...unknown[]])[]) => {
  const counted = documents.filter((d) => d[1] !== "archived");
  if (counted.length === 0) return null;
  return (counted.filter((d) => d[2] === "compliant").length * 100) / counted.length;
};

describe("the demo document repository", () => {
  it("has 6 to 8 categories with unique names", () => {
    const names = DEMO_DOCUMENT_CATEGORIES.map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(names.length).toBeLessThanOrEqual(8);
    expect(new Set(names).size).toBe(names.length);
  });

  it("has documents in every status and compliance state", () => {
    const docs = DEMO_DOCUMENT_CATEGORIES.flatMap((c) => c.documents);
    expect(new Set(docs.map((d) => d[1]))).toEqual(new Set(["active", "draft", "archived"]));
    expect(new Set(docs.map((d) => d[2]))).toEqual(new Set(["compliant", "non_compliant", "pending_review"]));
  });

  it("shows a green, an orange and a red bar, and a category without documents", () => {
    const rates = DEMO_DOCUMENT_CATEGORIES.map((c) => rateOf(c.documents));
    expect(rates.some((r) => r !== null && r >= 95)).toBe(true);
    expect(rates.some((r) => r !== null && r >= 90 && r < 95)).toBe(true);
    expect(rates.some((r) => r !== null && r < 90)).toBe(true);
    expect(rates.some((r) => r === null)).toBe(true);
  });
});
