// A real SMTP listener for the report delivery tests: it accepts mail like a mail server, refuses addresses that
// begin with "bounce-" for good (550) and those that begin with "flaky-" for now (451) while `flakyRefusals` lasts.
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export async function startReportSmtp() {
  const inbox: ReceivedMail[] = [];
  const state = { flakyRefusals: Number.POSITIVE_INFINITY };
  const refused = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    size: 50 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("bounce-")) return callback(refused(550, "5.1.1 No such mailbox here"));
      if (address.address.startsWith("flaky-") && state.flakyRefusals > 0) {
        state.flakyRefusals -= 1;
        return callback(refused(451, "4.3.0 Mailbox temporarily unavailable, try again later"));
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    state,
    /** The first e-mail to `to` (that `match` accepts: another file's report may reach the same Board member). */
    async waitFor(to: string, timeoutMs = 60_000, match: (mail: { raw: string }) => boolean = () => true) {
      const start = Date.now();
      while (Date.now() - start < timeoutMs) {
        const mail = inbox.find((m) => m.to.includes(to) && match(m));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The MIME parts of a message: their headers (lower-cased names) and bodies, quoted-printable and base64 undone. */
export function mimeParts(raw: string): { headers: Record<string, string>; body: Buffer }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1] as string);
  let pieces = [raw];
  for (const b of boundaries) pieces = pieces.flatMap((p) => p.split(`--${b}`));
  return pieces.flatMap((piece) => {
    const split = piece.search(/\r?\n\r?\n/);
    if (split < 0) return [];
    const head = piece.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
    const headers: Record<string, string> = {};
    for (const line of head.split(/\r?\n/)) {
      const i = line.indexOf(":");
      if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    const text = piece.slice(split).trim();
    const encoding = headers["content-transfer-encoding"]?.toLowerCase();
    const body =
      encoding === "base64"
        ? Buffer.from(text.replace(/\s+/g, ""), "base64")
        : Buffer.from(
            encoding === "quoted-printable"
              ? text
                  .replace(/=\r?\n/g, "")
                  .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16)))
              : text,
            "latin1",
          );
    return headers["content-type"] ? [{ headers, body }] : [];
  });
}

export function textOf(raw: string): string {
  const part = mimeParts(raw).find((p) => p.headers["content-type"]?.startsWith("text/plain"));
  return part ? Buffer.from(part.body).toString("utf8") : "";
}

export function pdfAttachmentOf(raw: string) {
  const part = mimeParts(raw).find((p) => p.headers["content-type"]?.startsWith("application/pdf"));
  if (!part) return null;
  const name = /filename="?([^";]+)"?/i.exec(part.headers["content-disposition"] ?? "")?.[1] ?? null;
  return { filename: name, bytes: part.body };
}
