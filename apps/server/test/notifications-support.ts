// What the notification tests share: an event to notify, a user's settings written as they want them, and a
// received e-mail taken apart (its parts decoded) the way a mail program shows it.
import type { NotifyInput } from "@tprm/api";
import type { PrismaClient } from "@tprm/db";

let counter = 0;

/** An event with a unique key, for an audience. */
export function event(audience: NotifyInput["audience"], overrides: Partial<NotifyInput> = {}): NotifyInput {
  counter += 1;
  return {
    eventKey: `test.event:${Date.now()}:${counter}`,
    eventType: "vendor.riskChanged",
    type: "vendor",
    priority: "high",
    title: "Acme Ltd is now High risk",
    message: "The latest review rated Acme Ltd High (was Medium).",
    entity: { type: "Vendor", id: "3f1c0a52-1d5e-4f7a-9b1e-000000000001", name: "Acme Ltd" },
    link: "/vendor-management?vendor=3f1c0a52-1d5e-4f7a-9b1e-000000000001",
    audience,
    ...overrides,
  };
}

export async function setSettings(
  db: PrismaClient,
  userId: string,
  settings: Partial<{
    language: string;
    timeZone: string;
    emailNotifications: boolean;
    inAppNotifications: boolean;
    digestFrequency: string;
  }>,
) {
  await db.userSettings.upsert({ where: { userId }, create: { userId, ...settings }, update: settings });
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
    );
}

/** The subject and each part (type and decoded content) of a raw message. */
export function parseMail(raw: string) {
  const [head = ""] = raw.split(/\r?\n\r?\n/);
  const subject = decodeHeader(/^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.trim() ?? "");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const parts = chunks.map((chunk) => {
    const [partHead = "", ...rest] = chunk.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    return {
      type: /content-type:\s*([^;\r\n]+)/i.exec(partHead)?.[1]?.trim().toLowerCase() ?? "",
      content: decodeBody(rest.join("\n\n"), /content-transfer-encoding:\s*(\S+)/i.exec(partHead)?.[1]?.toLowerCase()),
    };
  });
  const part = (type: string) => parts.find((p) => p.type === type)?.content ?? "";
  return {
    subject,
    contentType: /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim(),
    text: part("text/plain"),
    html: part("text/html"),
  };
}
