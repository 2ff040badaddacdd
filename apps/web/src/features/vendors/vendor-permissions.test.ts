import { describe, expect, it } from "vitest";
import { vendorRights } from "./vendor-permissions";

describe("vendor rights by role", () => {
  it("Vendor Manager creates, edits and manages relationships but does not delete", () => {
    expect(vendorRights("Vendor Manager")).toMatchObject({
      create: true,
      edit: true,
      relationship: true,
      delete: false,
      bulk: true,
    });
  });

  it("Procurement creates, edits details and deletes, but does not review or offboard", () => {
    expect(vendorRights("Procurement")).toMatchObject({ create: true, edit: true, relationship: false, delete: true });
  });

  it("Risk Manager only views", () => {
    expect(vendorRights("Risk Manager")).toMatchObject({
      create: false,
      edit: false,
      relationship: false,
      delete: false,
      bulk: false,
    });
  });

  it("Admin may do everything", () => {
    expect(Object.values(vendorRights("Admin")).every(Boolean)).toBe(true);
  });
});
