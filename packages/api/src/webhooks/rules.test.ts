import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { WEBHOOK_EVENT_NAMES } from "../collaboration/rules.js";
import { ENTITY_EVENT_KINDS, webhookEventOf } from "./events.js";
import { webhookSignature } from "./send.js";
import { checkHost, isPrivateAddress, UrlRefused } from "./url-guard.js";

describe("the SSRF guard's addresses", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fd00::1",
    "fe80::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "172.32.0.1", "193.0.6.139", "2001:4860:4860::8888", "::ffff:8.8.8.8"])(
    "allows %s",
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  const options = { allowPrivate: false, appUrl: "https://tprm.bank.example" };
  it("refuses the platform's own host, localhost and loopback literals unless allowed", async () => {
    await expect(checkHost("tprm.bank.example", options)).rejects.toBeInstanceOf(UrlRefused);
    await expect(checkHost("localhost", options)).rejects.toBeInstanceOf(UrlRefused);
    await expect(checkHost("[::1]", options)).rejects.toBeInstanceOf(UrlRefused);
    await expect(checkHost("127.0.0.1", options)).rejects.toThrow(/127\.0\.0\.1/);
    await expect(checkHost("127.0.0.1", { ...options, allowPrivate: true })).resolves.toEqual(["127.0.0.1"]);
    await expect(checkHost("93.184.215.14", options)).resolves.toEqual(["93.184.215.14"]);
  });
});

describe("catalogue events from the change record", () => {
  const change = (entityType: string, action: "CREATE" | "UPDATE" | "DELETE" | "REVIEW", extra = {}) => ({
    entityType,
    entityId: "0190a5a4-0000-7000-8000-000000000001",
    action,
    ...extra,
  });

  it("maps each audited entity and action to its event", () => {
    expect(webhookEventOf(change("Vendor", "CREATE"))).toBe("vendor.created");
    expect(webhookEventOf(change("Vendor", "REVIEW"))).toBe("vendor.updated");
    expect(webhookEventOf(change("Vendor", "DELETE"))).toBe("vendor.deleted");
    expect(webhookEventOf(change("Contract", "UPDATE"))).toBe("contract.updated");
    expect(webhookEventOf(change("RiskAssessment", "CREATE"))).toBe("assessment.created");
    expect(webhookEventOf(change("Policy", "UPDATE"))).toBe("policy.updated");
    expect(webhookEventOf(change("Workflow", "CREATE"))).toBe("workflow.created");
  });

  it("raises workflow.decided when a workflow's status becomes a decision, once", () => {
    const decided = change("Workflow", "UPDATE", { before: { status: "in_review" }, after: { status: "approved" } });
    expect(webhookEventOf(decided)).toBe("workflow.decided");
    const again = change("Workflow", "UPDATE", { before: { status: "approved" }, after: { status: "approved" } });
    expect(webhookEventOf(again)).toBe("workflow.updated");
  });

  it("raises nothing for events outside the catalogue or entities without one", () => {
    expect(webhookEventOf(change("Contract", "DELETE"))).toBeNull();
    expect(webhookEventOf(change("User", "CREATE"))).toBeNull();
    expect(webhookEventOf(change("Session", "DELETE"))).toBeNull();
    expect(webhookEventOf({ ...change("Vendor", "CREATE"), entityId: null })).toBeNull();
  });

  it("reaches every event of the catalogue, and nothing else", () => {
    const raised = new Set<string | null>();
    for (const entityType of Object.keys(ENTITY_EVENT_KINDS))
      for (const action of ["CREATE", "UPDATE", "DELETE", "REVIEW"] as const) {
        raised.add(webhookEventOf(change(entityType, action)));
        raised.add(webhookEventOf(change(entityType, action, { before: {}, after: { status: "rejected" } })));
      }
    raised.delete(null);
    expect([...raised].sort()).toEqual([...WEBHOOK_EVENT_NAMES].sort());
  });
});

describe("the signature", () => {
  it("is t=<seconds>,v1=<HMAC-SHA256 of '<t>.<body>'>", () => {
    const body = '{"id":"x"}';
    const mac = createHmac("sha256", "whsec_test").update(`1764370000.${body}`).digest("hex");
    expect(webhookSignature("whsec_test", 1764370000, body)).toBe(`t=1764370000,v1=${mac}`);
  });
});
