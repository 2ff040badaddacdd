import { createRegisterEntityInput, updateRegisterEntityInput } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import { entityBody, entityValues, newEntityValues } from "./entity-form-values";

const ID = "0196f000-0000-7000-8000-0000000000e1";
const HEAD = "0196f000-0000-7000-8000-0000000000e0";
const LEI = "529900T8BM49AURSDO55";

const stored = {
  id: ID,
  kind: "entity" as const,
  name: "Bank AG",
  lei: LEI,
  branchCode: null,
  country: "DE",
  entityType: "eba_CT:x12",
  hierarchy: "eba_RP:x53",
  parentId: null,
  parent: null,
  competentAuthority: "DE_BAFIN",
  maintainsRegister: true,
  currency: "EUR",
  totalAssets: "1000000.00",
  integratedOn: "2020-01-01",
  deletedOn: null,
  functionCount: 3,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("the entity dialog's values", () => {
  it("a new entity starts today, in euros, with nothing else filled", () => {
    const v = newEntityValues("2026-11-29");
    expect(v).toMatchObject({ kind: "entity", integratedOn: "2026-11-29", currency: "EUR", lei: "", parentId: "" });
    const parsed = createRegisterEntityInput.safeParse(entityBody(v));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join(".")).sort()).toEqual(["country", "lei", "name"]);
  });

  it("sends a stored entity back unchanged, which the update schema accepts", () => {
    const body = { id: ID, ...entityBody(entityValues(stored)) };
    expect(body).toMatchObject({
      lei: LEI,
      branchCode: null,
      parentId: null,
      deletedOn: null,
      totalAssets: "1000000.00",
    });
    expect(updateRegisterEntityInput.safeParse(body).success).toBe(true);
  });

  it("a branch sends its code and head office and no LEI, whatever the LEI field still holds", () => {
    const body = entityBody({
      ...entityValues(stored),
      kind: "branch",
      name: "Bank AG Paris",
      branchCode: " FR-PAR-1 ",
      parentId: HEAD,
      country: "FR",
    });
    expect(body).toMatchObject({ kind: "branch", lei: null, branchCode: "FR-PAR-1", parentId: HEAD });
    expect(createRegisterEntityInput.safeParse(body).success).toBe(true);
  });
});
