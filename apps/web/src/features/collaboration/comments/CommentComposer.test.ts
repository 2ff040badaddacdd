import { describe, expect, it } from "vitest";
import { mentionQueryAt, namesMatch } from "./CommentComposer";

describe("the comment box's mentions", () => {
  it("finds the @word being typed before the caret", () => {
    expect(mentionQueryAt("Ask @Mir", 8)).toEqual({ start: 4, query: "Mir" });
    expect(mentionQueryAt("@", 1)).toEqual({ start: 0, query: "" });
    expect(mentionQueryAt("mail me@bank", 12)).toBeNull();
    expect(mentionQueryAt("Ask @Mir then", 13)).toBeNull();
  });

  it("offers only names the typed words match (a stale answer never wins)", () => {
    expect(namesMatch("Mira Colleague", "colle")).toBe(true);
    expect(namesMatch("Alex Morgan", "colle")).toBe(false);
    expect(namesMatch("Alex Morgan", "")).toBe(true);
  });
});
