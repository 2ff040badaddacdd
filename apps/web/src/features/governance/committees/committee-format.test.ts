import { describe, expect, it } from "vitest";
import { detailTabOf, lastMeetingText, nextMeetingText, openCommitteeOf, toLocalInput } from "./committee-format";

const t = ((key: string) => key) as never;

describe("committee cards", () => {
  it("show N/A without a held meeting and TBD without one scheduled", () => {
    expect(lastMeetingText(t, null)).toBe("governanceCommittees:card.notApplicable");
    expect(nextMeetingText(t, null)).toBe("governanceCommittees:card.toBeDecided");
    expect(lastMeetingText(t, "2026-01-20T09:00:00.000Z")).not.toMatch(/governanceCommittees/);
  });

  it("read the open committee and its section from the URL", () => {
    const id = "0195f3a0-0000-7000-8000-000000000000";
    expect(openCommitteeOf(new URLSearchParams(`tab=committees&committee=${id}`))).toBe(id);
    expect(openCommitteeOf(new URLSearchParams("committee=nope"))).toBeNull();
    expect(detailTabOf(new URLSearchParams("section=meetings"))).toBe("meetings");
    expect(detailTabOf(new URLSearchParams("section=other"))).toBe("overview");
  });

  it("writes a datetime-local value in the browser's zone", () => {
    expect(toLocalInput(new Date(2026, 2, 1, 9, 5))).toBe("2026-03-01T09:05");
  });
});
