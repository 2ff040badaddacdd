import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/test-setup";
import { actionName, entityName } from "./audit-labels";

describe("audit log names", () => {
  it("names known actions and entity types, and shows unknown ones as they are", () => {
    expect(actionName(i18n.t, "ROLE_CHANGE")).toBe("Role change");
    expect(actionName(i18n.t, "LOGIN")).toBe("Sign-in");
    expect(actionName(i18n.t, "ARCHIVE")).toBe("ARCHIVE");
    expect(entityName(i18n.t, "AgreementAcceptance")).toBe("Agreement acceptance");
    expect(entityName(i18n.t, "Contract")).toBe("Contract");
  });
});
