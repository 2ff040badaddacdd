import { describe, expect, it } from "vitest";
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from "../schemas/notifications.js";
import { expiryText, reminderPriority, reminderText, renewalNote } from "./reminder-messages.js";

const subject = {
  reference: "CT-2026-0042",
  name: "Cloud hosting",
  vendorName: "Northwind Hosting",
  endDate: "2026-12-31",
  renewalTermMonths: 12,
};

describe("the contract job's words", () => {
  it("counts the days to an end date", () => {
    expect(reminderText(subject, "end", "2026-12-31", "2026-10-02")).toEqual({
      title: "Northwind Hosting: contract ends in 90 days (CT-2026-0042)",
      message:
        "Cloud hosting (CT-2026-0042) with Northwind Hosting ends on 2026-12-31 (in 90 days): renew it, renegotiate " +
        "it or prepare the exit.",
    });
    expect(reminderText(subject, "end", "2026-12-31", "2026-12-30").title).toContain("ends in 1 day (");
    expect(reminderText(subject, "end", "2026-12-31", "2026-12-31").title).toContain("ends today (");
  });

  it("names the notice deadline and what happens if it passes", () => {
    const text = reminderText(subject, "notice", "2026-11-30", "2026-11-01");
    expect(text.title).toBe("Northwind Hosting: notice deadline in 29 days (CT-2026-0042)");
    expect(text.message).toBe(
      "Notice to stop the automatic renewal of Cloud hosting (CT-2026-0042) with Northwind Hosting must be given by " +
        "2026-11-30 (in 29 days). Otherwise it renews on 2026-12-31 for 12 months.",
    );
    expect(reminderText({ ...subject, renewalTermMonths: 1 }, "notice", "2026-11-30", "2026-11-30").message).toContain(
      "(today). Otherwise it renews on 2026-12-31 for 1 month.",
    );
  });

  it("tells of an expiry and notes a renewal", () => {
    expect(expiryText(subject)).toEqual({
      title: "Northwind Hosting: contract expired (CT-2026-0042)",
      message:
        "Cloud hosting (CT-2026-0042) with Northwind Hosting ended on 2026-12-31 and is now Expired. Renew it by " +
        "giving it a new end date, or record the exit.",
    });
    expect(renewalNote(1)).toBe("Renewed automatically for 1 term");
    expect(renewalNote(3)).toBe("Renewed automatically for 3 terms");
  });

  it("is louder as the deadline nears, and keeps within the notification's limits", () => {
    expect([90, 60, 30].map((t) => reminderPriority(t as 90 | 60 | 30))).toEqual(["low", "medium", "high"]);
    const long = { ...subject, name: "N".repeat(600), vendorName: "V".repeat(300) };
    for (const text of [reminderText(long, "notice", "2026-11-30", "2026-11-01"), expiryText(long)]) {
      expect(text.title.length).toBeLessThanOrEqual(NOTIFICATION_TITLE_MAX);
      expect(text.message.length).toBeLessThanOrEqual(NOTIFICATION_MESSAGE_MAX);
    }
  });
});
