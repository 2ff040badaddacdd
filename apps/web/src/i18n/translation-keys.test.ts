import { describe, expect, it } from "vitest";
import { baseKey, flatten, keysInSource, looksUntranslated, placeholders } from "./translation-keys";

describe("translation check helpers", () => {
  it("flattens nested messages and refuses non-text values", () => {
    expect(flatten({ a: { b: "x", c: { d: "y" } }, e: "z" })).toEqual({ "a.b": "x", "a.c.d": "y", e: "z" });
    expect(() => flatten({ a: 1 })).toThrow(/a: expected an object/);
  });

  it("reduces plural forms to the key the code names", () => {
    expect(baseKey("rows_one")).toBe("rows");
    expect(baseKey("rows_other")).toBe("rows");
    expect(baseKey("oneLine")).toBe("oneLine");
  });

  it("lists placeholders in order", () => {
    expect(placeholders("{{count}} of {{ total }}")).toEqual(["count", "total"]);
    expect(placeholders("{{when, datetime}} by {{name}}")).toEqual(["name", "when"]);
  });

  it("finds full keys and template prefixes of known namespaces only", () => {
    const source = `t("vendors:table.name"); t('common:save'); const x = \`vendors:status.\${s}\`; fetch("http://x"); "other:key"`;
    const use = keysInSource(source, ["vendors", "common"]);
    expect([...use.exact].sort()).toEqual(["common:save", "vendors:table.name"]);
    expect([...use.prefixes]).toEqual(["vendors:status."]);
  });

  it("flags English sentences left in another language, not shared single words", () => {
    expect(looksUntranslated("Save changes", "Save changes")).toBe(true);
    expect(looksUntranslated("Status", "Status")).toBe(false);
    expect(looksUntranslated("Änderungen speichern", "Save changes")).toBe(false);
    expect(looksUntranslated("{{count}} API", "{{count}} API")).toBe(false);
  });
});
