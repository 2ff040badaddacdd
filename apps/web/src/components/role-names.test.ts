import { ROLES } from "@tprm/api/permissions";
import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/test-setup";
import { roleName } from "./role-names";

describe("role names", () => {
  it("names each of the 17 roles in English exactly as the platform writes it, no role as 'User', an unknown one as it is", () => {
    for (const role of ROLES) expect(roleName(i18n.t, role)).toBe(role);
    expect(roleName(i18n.t, "ADMIN")).toBe("Admin");
    expect(roleName(i18n.t, null)).toBe("User");
    expect(roleName(i18n.t, "Chief Gardener")).toBe("Chief Gardener");
  });
});
