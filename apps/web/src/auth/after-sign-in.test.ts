import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/test-setup";
import { isPublicPath } from "../lib/session";
import { pathAfterSignIn, requestedPathFrom } from "./after-sign-in";
import { describeRequirement, mayOpen, requirementFor } from "./route-access";

describe("where sign-in leads", () => {
  it("goes to /dashboard when the role may view it", () => {
    expect(pathAfterSignIn("Admin", undefined)).toBe("/dashboard");
    expect(pathAfterSignIn("Finance", undefined)).toBe("/dashboard");
  });

  it("goes to the first area the role may view otherwise, never onto Access Denied", () => {
    expect(pathAfterSignIn("Legal", undefined)).toBe("/governance");
    expect(pathAfterSignIn("Internal Auditor", "/dashboard")).toBe("/governance");
    expect(pathAfterSignIn("Regulatory Body", undefined)).toBe("/reports");
  });

  it("returns to the requested page when the role may open it", () => {
    expect(pathAfterSignIn("Admin", "/admin/audit-logs?page=2")).toBe("/admin/audit-logs?page=2");
    expect(pathAfterSignIn("External Auditor", "/admin/audit-logs")).toBe("/admin/audit-logs");
    expect(pathAfterSignIn("Business User", "/profile")).toBe("/profile");
  });

  it("ignores other sites and unknown paths", () => {
    expect(pathAfterSignIn("Admin", "//evil.example/x")).toBe("/dashboard");
    expect(pathAfterSignIn("Admin", "https://evil.example")).toBe("/dashboard");
    expect(pathAfterSignIn("Admin", "/no-such-page")).toBe("/dashboard");
  });

  it("reads the requested page from router state", () => {
    expect(requestedPathFrom({ from: "/contracts" })).toBe("/contracts");
    expect(requestedPathFrom(null)).toBeUndefined();
    expect(requestedPathFrom({ from: 3 })).toBeUndefined();
  });
});

describe("page access", () => {
  it("opens personal pages to every signed-in role", () => {
    for (const path of ["/profile", "/account", "/settings"]) expect(mayOpen("Board Member", path)).toBe(true);
  });

  it("keeps admin screens for Admin, and the audit log for Admin and auditors", () => {
    expect(mayOpen("Admin", "/admin/users")).toBe(true);
    expect(mayOpen("Internal Auditor", "/admin/users")).toBe(false);
    expect(mayOpen("Internal Auditor", "/admin/audit-logs")).toBe(true);
    expect(mayOpen("Compliance Officer", "/admin/audit-logs")).toBe(false);
  });

  it("uses the view permission elsewhere; /vendors is the vendor area", () => {
    expect(mayOpen("Executive", "/vendors")).toBe(false);
    expect(mayOpen("Procurement", "/vendors")).toBe(true);
    expect(mayOpen(null, "/dashboard")).toBe(false);
  });

  it("opens /compliance to the Regulatory Body (view compliance) and to those who create policies, no one else", () => {
    for (const role of ["Regulatory Body", "Compliance", "Compliance Officer", "Admin"]) {
      expect(mayOpen(role, "/compliance")).toBe(true);
    }
    for (const role of ["Risk Manager", "Executive", "Board Member", "Legal", "Internal Auditor", null]) {
      expect(mayOpen(role, "/compliance")).toBe(false);
    }
    expect(describeRequirement(i18n.t, requirementFor("/compliance"))).toBe("view compliance");
  });

  it("names the missing permission for Access Denied", () => {
    expect(describeRequirement(i18n.t, requirementFor("/dashboard"))).toBe("view dashboard");
    expect(describeRequirement(i18n.t, requirementFor("/vendor-management"))).toBe("view vendors");
    expect(describeRequirement(i18n.t, requirementFor("/admin/users"))).toBe("Admin role");
  });
});

describe("public paths (no redirect to /login on a 401)", () => {
  it("lists the signed-out pages", () => {
    for (const path of ["/", "/login", "/register", "/forgot-password", "/reset-password", "/login/"]) {
      expect(isPublicPath(path)).toBe(true);
    }
    expect(isPublicPath("/dashboard")).toBe(false);
  });
});
