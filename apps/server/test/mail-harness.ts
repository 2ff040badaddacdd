import "../../../test/provided-context.js";
import { JobClient } from "@tprm/api";
import { createPrismaClient } from "@tprm/db";
import { Redis } from "ioredis";
import { SMTPServer } from "smtp-server";
import { inject } from "vitest";
import { HANDLERS } from "../../worker/src/handlers/index.js";
import { createMailer } from "../../worker/src/mailer.js";
import { startWorkers } from "../../worker/src/worker-host.js";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and =3D undone, for searching links. */
  text: string;
}

/**
 * A real SMTP listener on a free port and a worker (the production handlers) that delivers to it, so tests see
 * e-mail exactly as a mail server would receive it.
 */
export async function startMailHarness(options: { redisUrl?: string } = {}) {
  const inbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as { port: number }).port;
  const redis = new Redis(options.redisUrl ?? inject("redisUrl"), { maxRetriesPerRequest: null });
  // The worker's database and job client: the outbox drain hands the e-mails changes recorded to the queue.
  const db = createPrismaClient(inject("databaseUrl"), { poolSize: 3 });
  const jobs = new JobClient(redis);
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "TPRM <no-reply@tprm.example>",
    outboxDir: ".data/unused",
    log: () => {},
  });
  const worker = startWorkers(redis, HANDLERS, { mailer, log: () => {}, db, jobs });

  return {
    inbox,
    jobs,
    redis,
    async waitFor(to: string, timeoutMs = 15_000) {
      const start = Date.now();
      while (Date.now() - start < timeoutMs) {
        const mail = inbox.find((m) => m.to.includes(to));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    },
    async close() {
      await worker.close();
      await jobs.close();
      await db.$disconnect();
      mailer.close();
      redis.disconnect();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
