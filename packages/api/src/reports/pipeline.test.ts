// The report pipeline's pure parts: who a run reaches, what counts as a bounce, the files' names and the e-mail.
import { describe, expect, it } from "vitest";
import { formatGeneratedAt, reportDeliveryEmail } from "../mail/report-templates.js";
import { isRecipientRefusal } from "./delivery.js";
import { reportFilename } from "./generate.js";
import { resolveRecipients } from "./recipients.js";

type FakeUser = { id: string; email: string; role: string; status: string };

/**
 * The user table as resolveRecipients queries it: active users of the roles asked for, by e-mail; or the users of
 * the addresses typed in, whatever their status.
 */
function usersDb(users: FakeUser[]) {
  type Where = { status?: string; role?: { in: string[] }; email?: { in: string[] } };
  return {
    user: {
      findMany: async ({ where }: { where: Where }) =>
        users
          .filter((u) =>
            where.email
              ? where.email.in.includes(u.email.toLowerCase())
              : u.status === where.status && where.role?.in.includes(u.role),
          )
          .sort((a, b) => a.email.localeCompare(b.email)),
    },
  } as never;
}

describe("resolveRecipients", () => {
  const users: FakeUser[] = [
    { id: "u1", email: "Eve@Bank.example", role: "Executive", status: "active" },
    { id: "u2", email: "bob@bank.example", role: "Board Member", status: "active" },
    { id: "u3", email: "old@bank.example", role: "Board Member", status: "deactivated" },
    { id: "u4", email: "rita@bank.example", role: "Risk Manager", status: "active" },
    { id: "u5", email: "new@bank.example", role: "Board Member", status: "pending" },
  ];

  it("reaches the active users of the groups' roles once each, through the first of the report's groups", async () => {
    const recipients = await resolveRecipients(usersDb(users), {
      recipientGroups: ["Executive Team", "Management", "Board"],
      externalRecipients: [],
    });
    expect(recipients).toEqual([
      { email: "bob@bank.example", userId: "u2", recipientGroup: "Board" },
      { email: "eve@bank.example", userId: "u1", recipientGroup: "Executive Team" },
    ]);
  });

  it("adds external addresses after the users, lower-cased, leaving out one a user already has", async () => {
    const recipients = await resolveRecipients(usersDb(users), {
      recipientGroups: ["Risk Team"],
      externalRecipients: ["Supervisor@Regulator.example", "rita@bank.example", "supervisor@regulator.example"],
    });
    expect(recipients).toEqual([
      { email: "rita@bank.example", userId: "u4", recipientGroup: "Risk Team" },
      { email: "supervisor@regulator.example", userId: null, recipientGroup: null },
    ]);
  });

  it("an address typed in that belongs to a user reaches them only while their account is active", async () => {
    const recipients = await resolveRecipients(usersDb(users), {
      recipientGroups: [],
      externalRecipients: ["Old@Bank.example", "new@bank.example", "bob@bank.example", "auditor@firm.example"],
    });
    expect(recipients).toEqual([
      { email: "bob@bank.example", userId: "u2", recipientGroup: null },
      { email: "auditor@firm.example", userId: null, recipientGroup: null },
    ]);
  });

  it("reaches nobody without groups or addresses", async () => {
    expect(await resolveRecipients(usersDb(users), { recipientGroups: [], externalRecipients: [] })).toEqual([]);
  });
});

describe("isRecipientRefusal", () => {
  it("is a 5xx answer to the recipient, not a 4xx nor a connection failure", () => {
    expect(isRecipientRefusal({ code: "EENVELOPE", responseCode: 550, command: "RCPT TO" })).toBe(true);
    expect(isRecipientRefusal({ code: "EENVELOPE", responseCode: 553 })).toBe(true);
    expect(isRecipientRefusal({ code: "EENVELOPE", responseCode: 451, command: "RCPT TO" })).toBe(false);
    expect(isRecipientRefusal({ code: "EMESSAGE", responseCode: 552, command: "DATA" })).toBe(false);
    expect(isRecipientRefusal(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe(false);
    expect(isRecipientRefusal(null)).toBe(false);
  });
});

describe("a run's files and e-mail", () => {
  it("names the files after the title and the day where the run's time zone is", () => {
    const at = new Date("2026-11-30T23:30:00Z");
    expect(reportFilename("Board pack: Q4 / 2026", at, "UTC", "pdf")).toBe("board-pack-q4-2026-2026-11-30.pdf");
    expect(reportFilename("Board pack: Q4 / 2026", at, "Europe/Berlin", "xlsx")).toBe(
      "board-pack-q4-2026-2026-12-01.xlsx",
    );
    expect(reportFilename("季度报告", at, "Asia/Shanghai", "pdf")).toBe("季度报告-2026-12-01.pdf");
    expect(reportFilename("***", at, "UTC", "pdf")).toBe("report-2026-11-30.pdf");
  });

  it("writes the generated-at time in the zone it names", () => {
    expect(formatGeneratedAt(new Date("2026-12-07T06:00:00Z"), "Europe/Berlin")).toBe(
      "7 December 2026 at 07:00 (Europe/Berlin)",
    );
  });

  const data = {
    name: "Anna",
    language: "en" as const,
    timeZone: "Europe/Berlin",
    reportName: "Board risk pack",
    reportType: "executive" as const,
    organisationName: "Northbank plc",
    generatedAt: "2026-12-07T06:00:00.000Z",
    periodDays: 90,
    pageCount: 12,
    size: "1.2 MB",
    link: "https://tprm.bank.example/api/reports/runs/r1/pdf?disposition=inline",
    signInLink: "https://tprm.bank.example/reports",
    recipientGroup: "Board",
    frequency: "weekly" as const,
  };

  it("says the PDF is attached, when, why the reader receives it and where else to open it", () => {
    const mail = reportDeliveryEmail.render({ ...data, method: "attachment" });
    expect(mail.subject).toBe("Board risk pack: Executive report of Northbank plc");
    expect(mail.text).toContain("Hello Anna,");
    expect(mail.text).toContain(
      'The weekly report "Board risk pack" was generated on 7 December 2026 at 07:00 (Europe/Berlin), covering the last 90 days.',
    );
    expect(mail.text).toContain("attached as a PDF (12 pages, 1.2 MB)");
    expect(mail.text).toContain("member of the recipient group Board");
    expect(mail.html).toContain('href="https://tprm.bank.example/api/reports/runs/r1/pdf?disposition=inline"');
  });

  it("gives the link instead when the PDF is too large, and escapes what it puts in HTML", () => {
    const mail = reportDeliveryEmail.render({
      ...data,
      method: "link",
      reportName: "R&D <pack>",
      name: null,
      recipientGroup: null,
      frequency: null,
    });
    expect(mail.text).toContain("Hello,");
    expect(mail.text).toContain('The report "R&D <pack>" was generated');
    expect(mail.text).toContain("too large to attach. Open it in the platform (sign-in required)");
    expect(mail.text).toContain(
      "The link opens once you are signed in; if you are not, sign in here first: https://tprm.bank.example/reports",
    );
    expect(mail.text).toContain("an administrator added your address");
    expect(mail.html).toContain("R&#38;D &#60;pack&#62;");
    expect(mail.html).not.toContain("<pack>");
  });

  it("is written in the reader's language, the time in their zone", () => {
    const de = reportDeliveryEmail.render({ ...data, language: "de", method: "attachment" });
    expect(de.subject).toBe("Board risk pack: Managementbericht – Northbank plc");
    expect(de.text).toContain("Hallo Anna,");
    expect(de.text).toContain(
      "Der wöchentliche Bericht „Board risk pack“ wurde am 7. Dezember 2026 um 07:00 (Europe/Berlin) erstellt",
    );
    expect(de.text).toContain("(12 Seiten, 1.2 MB)");
    expect(de.html).toContain('<html lang="de">');
    const zh = reportDeliveryEmail.render({ ...data, language: "zh", timeZone: "Asia/Shanghai", method: "link" });
    expect(zh.text).toContain("Anna，您好：");
    expect(zh.text).toContain(
      "每周报告“Board risk pack”已于 2026年12月7日 14:00 (Asia/Shanghai) 生成，涵盖最近 90 天。",
    );
    expect(zh.text).toContain("过大，无法作为附件发送");
    for (const [language, hello, pages] of [
      ["fr", "Bonjour Anna,", "(1 page, 1.2 MB)"],
      ["es", "Hola, Anna:", "(1 página, 1.2 MB)"],
    ] as const) {
      const mail = reportDeliveryEmail.render({ ...data, language, method: "attachment", pageCount: 1 });
      expect(mail.text).toContain(hello);
      expect(mail.text).toContain(pages);
      expect(mail.text).toContain(data.link);
    }
  });
});
