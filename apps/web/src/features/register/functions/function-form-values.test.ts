import { createBusinessFunctionInput, updateBusinessFunctionInput } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import { functionBody, functionValues, newFunctionValues } from "./function-form-values";

const ID = "0196f000-0000-7000-8000-0000000000f1";
const ENTITY = "0196f000-0000-7000-8000-0000000000e1";

describe("the function dialog's values", () => {
  it("a new function is not yet assessed and belongs to the entity given", () => {
    const v = newFunctionValues(ENTITY);
    expect(v).toMatchObject({ criticality: "eba_BT:x21", entityId: ENTITY, rtoHours: "" });
    expect(
      createBusinessFunctionInput.safeParse(functionBody({ ...v, identifier: "F-1", name: "Payments" })).success,
    ).toBe(true);
  });

  it("round-trips a stored function; hours are numbers, empty ones null", () => {
    const v = functionValues({
      id: ID,
      identifier: "F-PAY-01",
      name: "Payments",
      licensedActivity: "eba_TA:x28",
      entityId: ENTITY,
      entity: { id: ENTITY, name: "Bank AG", lei: null },
      criticality: "eba_BT:x28",
      criticalityReasons: null,
      lastAssessedOn: "2026-06-30",
      rtoHours: 4,
      rpoHours: null,
      discontinuationImpact: "eba_ZZ:x793",
      description: null,
      contractCount: 2,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    expect(v).toMatchObject({ rtoHours: "4", rpoHours: "", criticalityReasons: "", lastAssessedOn: "2026-06-30" });
    const body = { id: ID, ...functionBody(v) };
    expect(body).toMatchObject({
      rtoHours: 4,
      rpoHours: null,
      criticalityReasons: null,
      licensedActivity: "eba_TA:x28",
    });
    expect(updateBusinessFunctionInput.safeParse(body).success).toBe(true);
  });

  it("a typed hour count that is not a whole number is left for the schema to refuse on its field", () => {
    const body = functionBody({ ...newFunctionValues(ENTITY), identifier: "F-1", name: "X", rtoHours: "2.5" });
    const parsed = createBusinessFunctionInput.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["rtoHours"]);
  });
});
