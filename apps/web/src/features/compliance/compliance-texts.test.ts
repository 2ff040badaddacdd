import {
  COMPLIANCE_REQUIREMENT_KEYS,
  COMPLIANCE_STATUSES,
  EVIDENCE_KINDS,
  EVIDENCE_METRICS,
  GAP_KINDS,
  GAP_REASONS,
  REQUIRED_CLAUSES,
} from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/compliance.json";

// The screen builds these keys from the API's codes (`compliance:requirement.${key}.title` …); the translation check
// sees only the prefixes, so this one checks English has a text for every code the API can send.
describe("the compliance screen's texts", () => {
  const texts = en as unknown as Record<string, Record<string, unknown>>;
  it("names every requirement (reference, title, what it asks)", () => {
    for (const key of COMPLIANCE_REQUIREMENT_KEYS) {
      expect([key, Object.keys((texts.requirement?.[key] ?? {}) as object).sort()]).toEqual([
        key,
        ["asks", "reference", "title"],
      ]);
    }
  });

  it("names every status, evidence figure, kind of record, kind of gap, reason and clause", () => {
    const missing = (group: string, codes: readonly string[]) => codes.filter((c) => !(c in (texts[group] ?? {})));
    expect(missing("status", COMPLIANCE_STATUSES)).toEqual([]);
    expect(missing("metric", Object.keys(EVIDENCE_METRICS))).toEqual([]);
    expect(missing("evidenceKind", EVIDENCE_KINDS)).toEqual([]);
    expect(missing("gapKind", GAP_KINDS)).toEqual([]);
    expect(missing("reason", GAP_REASONS)).toEqual([]);
    expect(missing("clause", REQUIRED_CLAUSES)).toEqual([]);
  });
});
