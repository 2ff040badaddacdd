import { updateVendorRegisterInput } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import { vendorRegisterBody, vendorRegisterValues } from "./register-values";

const ID = "0196f000-0000-7000-8000-0000000000b1";
const PARENT = "0196f000-0000-7000-8000-0000000000b9";

const stored = {
  id: ID,
  name: "Cloudy",
  legalName: "Cloudy AG",
  country: "DE",
  lei: "529900T8BM49AURSDO55",
  registrationNumber: "HRB 12345",
  euid: null,
  vatNumber: "DE123456789",
  passportNumber: null,
  personType: "eba_CT:x212",
  latinName: null,
  ultimateParentId: PARENT,
  ultimateParent: { id: PARENT, name: "Cloudy Holding" },
};

describe("the vendor's Register tab values", () => {
  it("fills the fields ('' for none) and sends them back unchanged, which the schema accepts", () => {
    const values = vendorRegisterValues(stored);
    expect(values).toEqual({
      lei: "529900T8BM49AURSDO55",
      euid: "",
      vatNumber: "DE123456789",
      registrationNumber: "HRB 12345",
      passportNumber: "",
      personType: "eba_CT:x212",
      latinName: "",
      ultimateParentId: PARENT,
    });
    const body = vendorRegisterBody(ID, values);
    expect(body).toMatchObject({ id: ID, euid: null, passportNumber: null, latinName: null, ultimateParentId: PARENT });
    expect(updateVendorRegisterInput.safeParse(body).success).toBe(true);
  });

  it("clears emptied fields, trims what is typed, and the schema refuses a bad LEI on its field", () => {
    const body = vendorRegisterBody(ID, {
      ...vendorRegisterValues(stored),
      lei: "529900T8BM49AURSDO56",
      vatNumber: "  ",
      euid: " DE-HRB-1 ",
      ultimateParentId: "",
    });
    expect(body).toMatchObject({ vatNumber: null, euid: "DE-HRB-1", ultimateParentId: null });
    const parsed = updateVendorRegisterInput.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["lei"]);
  });
});
