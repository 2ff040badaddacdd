import { describe, expect, it } from "vitest";
import { moveSection, orderedSections, templateFormValues, templateResolver, toTemplateInput } from "./template-form";

const resolve = (values: ReturnType<typeof templateFormValues>) =>
  templateResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as never);

describe("template form", () => {
  it("keeps the chosen sections first, in their order, and moves one up or down", () => {
    expect(orderedSections(["a", "b", "c", "d"], ["c", "a"])).toEqual(["c", "a", "b", "d"]);
    expect(moveSection(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveSection(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveSection(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
  });

  it("sends the filters as reportTemplateInput's, the period as a number", () => {
    const values = { ...templateFormValues(null), name: "Mine", type: "executive", sections: ["trends"] };
    expect(toTemplateInput({ ...values, periodDays: "180", riskLevels: ["high"], criticalOnly: true })).toEqual({
      name: "Mine",
      description: "",
      type: "executive",
      sections: ["trends"],
      filters: { periodDays: 180, riskLevels: ["high"], criticalOnly: true },
    });
  });

  it("refuses a template without a name, a type or a section", async () => {
    const result = await resolve(templateFormValues(null));
    expect(Object.keys(result.errors).sort()).toEqual(["name", "sections", "type"]);
    expect(result.errors.sections?.type).toBe("too_small");
    const fine = await resolve({ ...templateFormValues(null), name: "T", type: "operational", sections: ["invoices"] });
    expect(fine.errors).toEqual({});
  });
});
