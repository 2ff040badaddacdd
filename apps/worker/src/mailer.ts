import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox folder. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: (msg: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: options.from, ...mail });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const safeId = info.messageId.replace(/[^a-zA-Z0-9.-]/g, "");
      const file = path.resolve(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeId}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`e-mail to ${mail.to} written to ${file} (SMTP_URL is not set)`);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
