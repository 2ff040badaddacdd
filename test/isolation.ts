// Keeps every test run away from the demo data `npm start` serves. The demo lives in the database of DATABASE_URL
// (or, when that is unset, the embedded PostgreSQL below, see scripts/lib/services.mjs) and in the Redis database
// of REDIS_URL (0 by default), where the demo's worker takes its jobs. Test runs make databases of their own
// (createTestDatabase) and use other Redis databases; these helpers refuse anything that would point one at the demo.

/** The demo database when DATABASE_URL is unset: the embedded PostgreSQL of `npm start`. */
export const EMBEDDED_DEMO_DATABASE_URL = "postgres://postgres:postgres@127.0.0.1:5439/tprm";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1", ""]);

/** "127.0.0.1:5439/tprm": the server and database a PostgreSQL URL names, whatever its user or options. */
function databaseKey(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const u = new URL(url);
  const host = LOCAL_HOSTS.has(u.hostname) ? "127.0.0.1" : u.hostname.toLowerCase();
  const database = decodeURIComponent(u.pathname.replace(/^\//, "")) || decodeURIComponent(u.username) || "postgres";
  return `${host}:${u.port || "5432"}/${database}`;
}

/** The databases that hold the demo: the embedded one, and DATABASE_URL when the shell has one. */
export function demoDatabaseUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  return [EMBEDDED_DEMO_DATABASE_URL, ...(env.DATABASE_URL ? [env.DATABASE_URL] : [])];
}

export function isDemoDatabase(url: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const key = databaseKey(url);
  return key !== null && demoDatabaseUrls(env).some((demo) => databaseKey(demo) === key);
}

/** Throws when `url` is the demo's database: `purpose` would otherwise write its records among the demo's. */
export function assertNotDemoDatabase(url: string, purpose: string, env: NodeJS.ProcessEnv = process.env): void {
  if (!isDemoDatabase(url, env)) return;
  throw new Error(
    `${purpose} refuses ${databaseKey(url)}: that is the demo database \`npm start\` serves, and its records would ` +
      "end up among the demo data. Give it a database of its own (or leave the setting unset to get a fresh one).",
  );
}

/** The Redis database the demo's server and worker use: the one REDIS_URL names, 0 by default. */
export function demoRedisDb(env: NodeJS.ProcessEnv = process.env): number {
  const match = /\/(\d+)\/?$/.exec(env.REDIS_URL ?? "");
  return match ? Number(match[1]) : 0;
}

/** REDIS_URL's server with database `db`, refusing the demo's own database (its worker would take the test's jobs). */
export function testRedisUrl(db: number, purpose: string, env: NodeJS.ProcessEnv = process.env): string {
  if (!Number.isInteger(db) || db < 0) throw new Error(`${purpose}: ${db} is not a Redis database number.`);
  if (db === demoRedisDb(env)) {
    throw new Error(
      `${purpose} refuses Redis database ${db}: the demo's server and worker use it (REDIS_URL), so the demo's worker ` +
        "would take the test's jobs and the test would flush the demo's queues. Pick another database.",
    );
  }
  return `${(env.REDIS_URL ?? "redis://127.0.0.1:6379").replace(/\/\d*\/?$/, "")}/${db}`;
}

/**
 * The Redis database of an integration run: one of 1–14 chosen by the process id, never the demo's (REDIS_URL) and
 * never 15 (the browser tests' server, scripts/e2e-server.ts).
 */
export function integrationRedisDb(pid: number, env: NodeJS.ProcessEnv = process.env): number {
  const candidates = Array.from({ length: 14 }, (_, i) => i + 1).filter((db) => db !== demoRedisDb(env));
  return candidates[pid % candidates.length]!;
}
