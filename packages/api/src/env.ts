import { z } from "zod";
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "./lib/dates.js";

/** Whole days from 1 to 3650 (ten years); 7 when unset. */
const retentionDays = z.coerce
  .number({ error: "must be a whole number of days" })
  .int("must be a whole number of days")
  .min(1, "must be at least 1 day")
  .max(3650, "must be at most 3650 days")
  .default(7);

/** The only place that reads process.env on the server side. Every variable is documented in README.md. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required"),
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  APP_URL: z.string().url().default("http://localhost:3000"),
  /**
   * Other origins (comma-separated, e.g. "https://intranet.bank.example") whose pages may send signed-in changes
   * with the session cookie, besides APP_URL's origin. Kept as origins (scheme://host[:port]).
   */
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of value.split(",").map((v) => v.trim())) {
        if (!entry) continue;
        const url = URL.canParse(entry) ? new URL(entry) : null;
        if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
          ctx.addIssue({
            code: "custom",
            message: `"${entry}" is not an http(s) origin such as https://app.bank.example`,
          });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Server processes sharing PORT (node:cluster): one per core the API may use. The server keeps no state. */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** Most PostgreSQL connections one server process opens (so SERVER_PROCESSES × this in all). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Lets a scraper read GET /api/system/metrics with `Authorization: Bearer <token>`; unset: Admins only. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 24, { message: "must be at least 24 characters (a random secret)" }),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("TPRM Platform <no-reply@tprm.example>"),
  SALES_EMAIL: z.string().email().default("sales@tprm.example"),
  OUTBOX_DIR: z.string().default(".data/outbox"),
  /** Where the worker writes backups and their manifests: a directory several machines may share. */
  BACKUP_DIR: z.string().default(".data/backups"),
  /** Encrypts backups with AES-256-GCM when set: 32 bytes as 64 hex digits or base64. Needed to restore them. */
  BACKUP_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v === "" || /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, "base64").length === 32,
      {
        message: "must be 32 bytes: 64 hex digits or base64",
      },
    ),
  SESSION_COOKIE_SECURE: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  PUBLIC_FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  WEB_DIST_DIR: z.string().optional(),
  /** Days an export (and an import's problem report) stays downloadable before the worker deletes it. */
  EXPORT_RETENTION_DAYS: retentionDays,
  /** Days an uploaded import file is kept (as evidence of what was imported) before the worker deletes it. */
  IMPORT_RETENTION_DAYS: retentionDays,
  /** Days the uploaded file of an import that crashed the worker twice is kept for inspection after the failure. */
  CRASHED_IMPORT_RETENTION_DAYS: retentionDays.default(30),
  /** The organisation's time zone: its calendar decides "today" (overdue invoices, the forms' limits). */
  APP_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_TIME_ZONE)
    .refine(isValidTimeZone, { message: "must be an IANA time zone such as Europe/London or UTC" }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * The secret the application marks each audit row with (HMAC-SHA256, docs/AUDIT.md): a row written directly in the
   * database has no valid mark. Unset outside production: a development key; unset in production: rows are unmarked
   * and the verification says so.
   */
  AUDIT_MAC_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  /** The Ed25519 private key (PEM, or base64 PKCS#8 DER) that signs the audit chain's checkpoints. */
  AUDIT_SIGNING_KEY: z.string().optional(),
  /** Days an audit row is kept before an Admin may archive it: five years at least (docs/AUDIT.md). */
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(1826, "must be at least 1826 days (five years)")
    .max(36_500, "must be at most 36500 days")
    .default(2557),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return parsed.data;
}
