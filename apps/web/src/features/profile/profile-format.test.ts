import { describe, expect, it } from "vitest";
import {
  camelKey,
  fullName,
  groupPermissions,
  hasAllPermissions,
  monthAndYear,
  type Profile,
  profileFormValues,
} from "./profile-format";

const profile: Profile = {
  id: "0b6c2f0e-8a8e-4f57-9d0a-1f2d3c4b5a69",
  email: "ada@bank.example",
  firstName: "Ada",
  lastName: "Lovelace",
  role: "Risk Manager",
  permissions: ["view:dashboard"],
  jobTitle: null,
  department: "Risk",
  phone: null,
  location: null,
  businessUnit: null,
  bio: null,
  employeeId: null,
  organization: null,
  manager: null,
  joinDate: null,
  createdAt: "2024-03-01T02:30:00.000Z",
  updatedAt: "2024-03-02T10:00:00.000Z",
  lastLoginAt: null,
  lastPasswordChange: null,
  twoFactorEnabled: false,
};

describe("profile form values", () => {
  it("gives every editable field as text and sends the e-mail back unchanged", () => {
    expect(profileFormValues(profile)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      jobTitle: "",
      department: "Risk",
      phone: "",
      location: "",
      businessUnit: "",
      bio: "",
      email: "ada@bank.example",
    });
  });
});

describe("full name", () => {
  it("joins the names, or falls back to the e-mail", () => {
    expect(fullName(profile)).toBe("Ada Lovelace");
    expect(fullName({ ...profile, firstName: " ", lastName: "" })).toBe("ada@bank.example");
  });
});

describe("member since", () => {
  it("reads the month and year where the user is", () => {
    // 02:30 UTC on 1 March is still 29 February in New York.
    expect(monthAndYear(profile.createdAt, "America/New_York")).toEqual({ month: 2, year: 2024 });
    expect(monthAndYear(profile.createdAt, "Europe/Paris")).toEqual({ month: 3, year: 2024 });
  });

  it("is null without a valid date", () => {
    expect(monthAndYear(null, "UTC")).toBeNull();
    expect(monthAndYear("not a date", "UTC")).toBeNull();
  });
});

describe("permissions", () => {
  it("groups by resource with actions in the table's order", () => {
    expect(
      groupPermissions(["edit:vendors", "view:dashboard", "view:vendors", "delete:vendors", "create:vendors", "bad"]),
    ).toEqual([
      { resource: "vendors", actions: ["view", "create", "edit", "delete"] },
      { resource: "dashboard", actions: ["view"] },
    ]);
    expect(groupPermissions([])).toEqual([]);
  });

  it("knows Admin's wildcard", () => {
    expect(hasAllPermissions(["*"])).toBe(true);
    expect(hasAllPermissions(["view:vendors"])).toBe(false);
  });

  it("turns resource names into key parts", () => {
    expect(camelKey("vendor-info")).toBe("vendorInfo");
    expect(camelKey("risk-assessment")).toBe("riskAssessment");
    expect(camelKey("users")).toBe("users");
  });
});
