import { describe, expect, it } from "vitest";
import { notificationLinkField } from "./notifications.js";

describe("a notification's link", () => {
  it("is a path inside the app", () => {
    for (const link of ["/vendor-management?vendor=0193", "/invoices?q=INV-1", "/notifications"])
      expect(notificationLinkField.safeParse(link).success).toBe(true);
  });

  it("never leads to another host, however it is written", () => {
    for (const link of [
      "//evil.example",
      "/\\evil.example/x",
      "https://evil.example",
      "javascript:alert(1)",
      "/a b",
      "/a\u0001",
      "/%2F%2Fevil.example",
      "/%5cevil",
    ])
      expect(notificationLinkField.safeParse(link).success, link).toBe(false);
  });
});
