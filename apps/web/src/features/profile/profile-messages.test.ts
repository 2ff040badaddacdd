import "../../i18n/test-setup";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/test-setup";
import { profileIssueText } from "./profile-messages";

const t = i18n.t.bind(i18n);

describe("profile messages", () => {
  it("keeps the schema's English wording", () => {
    expect(profileIssueText("First name is required", t)).toBe("First name is required");
    expect(profileIssueText("Bio must be at most 2000 characters", t)).toBe("Bio must be at most 2000 characters");
    expect(profileIssueText("Email cannot be changed", t)).toBe("Email cannot be changed");
    expect(profileIssueText("Enter a valid phone number (digits, spaces, + ( ) - .)", t)).toBe(
      "Enter a valid phone number (digits, spaces, + ( ) - .)",
    );
  });

  it("shows a message it does not know as the server wrote it", () => {
    expect(profileIssueText("Something else", t)).toBe("Something else");
    expect(profileIssueText(undefined, t)).toBeUndefined();
  });
});
