import { ROLES } from "@tprm/api/permissions";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/test-setup";
import { camelKey } from "./name-keys";
import { roleKey, roleName } from "./role-names";

describe("role names", () => {
  it("keys every role by a stable slug of its name", () => {
    expect(roleKey("IT Security")).toBe("itSecurity");
    expect(roleKey("Business User")).toBe("businessUser");
    expect(roleKey("ADMIN")).toBe("admin");
    expect(new Set(ROLES.map(roleKey)).size).toBe(17);
  });

  it("keys audit actions and entity types the same way", () => {
    expect(camelKey("ROLE_CHANGE")).toBe("roleChange");
    expect(camelKey("TWO_FACTOR_RECOVERY_CODE_USED")).toBe("twoFactorRecoveryCodeUsed");
    expect(camelKey("AgreementAcceptance")).toBe("agreementAcceptance");
    expect(camelKey("ApiKey")).toBe("apiKey");
  });

  it("names each of the 17 roles in English exactly as the platform writes it, and an unknown one as it is", () => {
    for (const role of ROLES) expect(roleName(i18n.t, role)).toBe(role);
    expect(roleName(i18n.t, "ADMIN")).toBe("Admin");
    expect(roleName(i18n.t, "Chief Gardener")).toBe("Chief Gardener");
  });
});
