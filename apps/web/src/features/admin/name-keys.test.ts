import { describe, expect, it } from "vitest";
import { camelKey } from "./name-keys";

describe("name keys", () => {
  it("keys audit actions and entity types by a stable slug of their code", () => {
    expect(camelKey("ROLE_CHANGE")).toBe("roleChange");
    expect(camelKey("TWO_FACTOR_RECOVERY_CODE_USED")).toBe("twoFactorRecoveryCodeUsed");
    expect(camelKey("AgreementAcceptance")).toBe("agreementAcceptance");
    expect(camelKey("ApiKey")).toBe("apiKey");
  });
});
