import { describe, expect, it } from "vitest";
import { GAP_KINDS, GAP_REQUIREMENTS } from "./gap-kinds.js";
import { COMPLIANCE_REQUIREMENTS, COMPLIANCE_SOURCES, EVIDENCE_METRICS } from "./requirements.js";

describe("the compliance catalogue", () => {
  it("has 16 requirements with unique keys, each under its source's prefix, with words and evidence", () => {
    const keys = COMPLIANCE_REQUIREMENTS.map((r) => r.key);
    expect(keys).toHaveLength(16);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of COMPLIANCE_REQUIREMENTS) {
      expect(Object.keys(COMPLIANCE_SOURCES)).toContain(r.source);
      expect(r.key.startsWith(`${r.source}/`)).toBe(true);
      expect([r.reference, r.title, r.asks].every((text) => text.trim().length > 0)).toBe(true);
      expect(r.evidence.length).toBeGreaterThan(0);
      for (const line of r.evidence) {
        expect(Object.keys(EVIDENCE_METRICS)).toContain(line.metric);
        if (line.of) expect(Object.keys(EVIDENCE_METRICS)).toContain(line.of);
      }
    }
  });

  it("maps every kind of gap to requirements of the catalogue", () => {
    const keys = new Set(COMPLIANCE_REQUIREMENTS.map((r) => r.key));
    for (const kind of GAP_KINDS) {
      expect(GAP_REQUIREMENTS[kind].length).toBeGreaterThan(0);
      for (const key of GAP_REQUIREMENTS[kind]) expect([kind, keys.has(key)]).toEqual([kind, true]);
    }
  });

  it("counts every evidence figure it names in some requirement", () => {
    const used = new Set(
      COMPLIANCE_REQUIREMENTS.flatMap((r) => r.evidence.flatMap((l) => [l.metric, l.of ?? l.metric])),
    );
    expect([...used].sort()).toEqual(Object.keys(EVIDENCE_METRICS).sort());
  });
});
