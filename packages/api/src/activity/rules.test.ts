import { describe, expect, it } from "vitest";
import {
  activityAction,
  activityDescription,
  feedScope,
  mayReadUserActivity,
  SYSTEM_ACTOR,
  scopeCovers,
} from "./rules.js";

describe("activityAction: the audit trail's actions as the spec's five (000 §3)", () => {
  it("keeps the spec's own actions", () => {
    for (const action of ["CREATE", "UPDATE", "DELETE", "APPROVE", "REVIEW"]) {
      expect(activityAction(action)).toBe(action);
    }
  });

  it("reads sign-in, registration and an export as creating something, sign-out as ending it", () => {
    expect(activityAction("LOGIN")).toBe("CREATE");
    expect(activityAction("REGISTER")).toBe("CREATE");
    expect(activityAction("EXPORT")).toBe("CREATE");
    expect(activityAction("LOGOUT")).toBe("DELETE");
  });

  it("reads accepting the agreement as an approval", () => {
    expect(activityAction("ACCEPT_AGREEMENT")).toBe("APPROVE");
  });

  it("reads every change to an account as an update", () => {
    for (const action of [
      "LOCK",
      "UNLOCK",
      "PASSWORD_RESET_REQUEST",
      "PASSWORD_RESET",
      "PASSWORD_CHANGE",
      "ROLE_CHANGE",
      "DEACTIVATE",
      "REACTIVATE",
      "TWO_FACTOR_SETUP",
      "TWO_FACTOR_ENABLE",
      "TWO_FACTOR_DISABLE",
      "TWO_FACTOR_RESET",
      "TWO_FACTOR_RECOVERY_CODES",
      "TWO_FACTOR_RECOVERY_CODE_USED",
    ]) {
      expect(activityAction(action), action).toBe("UPDATE");
    }
  });

  it("reads an action it does not know (an older row) as an update, never as a property of Object", () => {
    expect(activityAction("ARCHIVE")).toBe("UPDATE");
    expect(activityAction("toString")).toBe("UPDATE");
    expect(activityAction("")).toBe("UPDATE");
  });
});

describe("activityDescription", () => {
  it("is the row's own sentence when it has one", () => {
    expect(
      activityDescription({ action: "REVIEW", entityType: "Vendor", description: "Reviewed Acme Ltd: risk High" }),
    ).toBe("Reviewed Acme Ltd: risk High");
  });

  it("says what a row without a sentence records", () => {
    expect(activityDescription({ action: "LOGIN", entityType: "Session", description: null })).toBe("Signed in");
    expect(activityDescription({ action: "LOGOUT", entityType: "Session", description: "  " })).toBe("Signed out");
    expect(activityDescription({ action: "CREATE", entityType: "DemoRequest", description: null })).toBe(
      "Created a demo request",
    );
    expect(activityDescription({ action: "DELETE", entityType: "ApiKey", description: null })).toBe(
      "Deleted an API key",
    );
    expect(activityDescription({ action: "ROLE_CHANGE", entityType: "User", description: null })).toBe(
      "Changed a user's role",
    );
    expect(activityDescription({ action: "UPDATE", entityType: "User", description: null })).toBe(
      "Updated a user account",
    );
    expect(activityDescription({ action: "CREATE", entityType: "", description: null })).toBe("Created");
  });
});

describe("who reads what", () => {
  it("the audit permission reads every kind of record", () => {
    for (const role of ["Admin", "ADMIN", "Internal Auditor", "External Auditor"]) {
      expect(feedScope(role), role).toEqual({ all: true });
    }
  });

  it("other roles read the activity of vendors and invoices as far as they may view them", () => {
    expect(feedScope("Vendor Manager")).toEqual({ all: false, entityTypes: ["Vendor"] });
    expect(feedScope("Finance")).toEqual({ all: false, entityTypes: ["Vendor", "Invoice"] });
    expect(feedScope("Procurement")).toEqual({ all: false, entityTypes: ["Vendor", "Invoice"] });
    expect(feedScope("Executive")).toEqual({ all: false, entityTypes: [] });
    expect(feedScope(null)).toEqual({ all: false, entityTypes: [] });
    expect(scopeCovers(feedScope("Risk Manager"), "Vendor")).toBe(true);
    expect(scopeCovers(feedScope("Risk Manager"), "Invoice")).toBe(false);
    expect(scopeCovers(feedScope("Risk Manager"), "User")).toBe(false);
    // The register's entities and functions: its viewers (Compliance Officer, Regulatory Body…), not Finance.
    expect(scopeCovers(feedScope("Compliance Officer"), "RegisterEntity")).toBe(true);
    expect(scopeCovers(feedScope("Regulatory Body"), "BusinessFunction")).toBe(true);
    expect(scopeCovers(feedScope("Finance"), "RegisterEntity")).toBe(false);
    expect(scopeCovers(feedScope("External Auditor"), "User")).toBe(true);
  });

  it("a user reads their own activity; another's needs the audit permission", () => {
    expect(mayReadUserActivity({ id: "u1", role: "Finance" }, "u1")).toBe(true);
    expect(mayReadUserActivity({ id: "u1", role: "Finance" }, "u2")).toBe(false);
    expect(mayReadUserActivity({ id: "u1", role: "Vendor Manager" }, "u2")).toBe(false);
    expect(mayReadUserActivity({ id: "u1", role: "Internal Auditor" }, "u2")).toBe(true);
    expect(mayReadUserActivity({ id: "u1", role: "Admin" }, "u2")).toBe(true);
  });

  it("names no user System", () => {
    expect(SYSTEM_ACTOR).toBe("System");
  });
});
