import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { registerFieldMessage } from "./field-message";

// The key and its values, so the test reads what the form would look up.
const t = ((key: string, values?: Record<string, string>) =>
  values && Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe("the register schemas' messages in the user's language", () => {
  it("translates the rules between fields by their exact words", () => {
    expect(registerFieldMessage(t, "Branch code is required for a branch")).toBe("register:errors.branchCodeRequired");
    expect(registerFieldMessage(t, "A contract cannot be its own overarching contract")).toBe(
      "register:errors.ownOverarching",
    );
    expect(
      registerFieldMessage(t, "Enter a valid LEI: 20 characters, 18 letters or digits and 2 check digits (ISO 17442)"),
    ).toBe("register:errors.lei");
  });

  it("translates the per-field messages by their shape, with their numbers", () => {
    expect(registerFieldMessage(t, "Name is required")).toBe("register:errors.required");
    expect(registerFieldMessage(t, "Choose the ICT service type from the list")).toBe("register:errors.choose");
    expect(registerFieldMessage(t, "Choose the rank 2 provider it serves")).toBe(
      'register:errors.recipientRequired {"rank":"2"}',
    );
    expect(registerFieldMessage(t, "Annual cost must be a number with at most 2 decimals")).toBe(
      "register:errors.money",
    );
    expect(registerFieldMessage(t, "RTO (hours) must be at most 87600 hours")).toBe(
      'register:errors.atMost {"max":"87,600"}',
    );
    expect(registerFieldMessage(t, "Rank must be a whole number")).toBe("register:errors.wholeNumber");
    expect(registerFieldMessage(t, "Last audit must be between 1900 and 2099")).toBe(
      'register:errors.dateRange {"from":"1900","to":"2099"}',
    );
    expect(registerFieldMessage(t, "Governing law country must be an ISO 3166-1 alpha-2 code such as GB or US")).toBe(
      "register:errors.country",
    );
  });

  it("translates the server's refusals of a vendor's ultimate parent, with the names and the count", () => {
    expect(registerFieldMessage(t, "That vendor's ultimate parent is this vendor: the chain would loop")).toBe(
      "register:errors.ultimateParentLoop",
    );
    expect(registerFieldMessage(t, "A vendor is not its own ultimate parent")).toBe(
      "register:errors.ownUltimateParent",
    );
    expect(
      registerFieldMessage(
        t,
        "Nordlicht Cloud (DE) GmbH has an ultimate parent of its own (Nordlicht Holding): choose that one",
      ),
    ).toBe('register:errors.ultimateParentHasParent {"name":"Nordlicht Cloud (DE) GmbH","top":"Nordlicht Holding"}');
    expect(
      registerFieldMessage(
        t,
        "Nordlicht Holding is the ultimate parent of 1 vendor (Nordlicht Cloud GmbH): it stays at the top of its group",
      ),
    ).toBe(
      'register:errors.ultimateParentOfOthers {"name":"Nordlicht Holding","count":1,"n":"1","names":"Nordlicht Cloud GmbH"}',
    );
    expect(
      registerFieldMessage(
        t,
        "Nordlicht Holding is the ultimate parent of 1200 vendors (A, B, C, …): it stays at the top of its group",
      ),
    ).toBe(
      'register:errors.ultimateParentOfOthers {"name":"Nordlicht Holding","count":1200,"n":"1,200","names":"A, B, C, …"}',
    );
  });

  it("shows a message it does not know as it came, and nothing for none", () => {
    expect(registerFieldMessage(t, "No entity has LEI 529900T8BM49AURSDO55")).toBe(
      "No entity has LEI 529900T8BM49AURSDO55",
    );
    expect(registerFieldMessage(t, undefined)).toBeUndefined();
  });
});
