// Keeps every test run away from the demo data `npm start` serves. The demo lives in the database of DATABASE_URL
// (or, when that is unset, the embedded PostgreSQL below, see scripts/lib/services.mjs) and in the Redis database
// of REDIS_URL (0 by default), where the demo's worker takes its jobs. Test runs make databases of their own
// (createTestDatabase) and use other Redis databases; these helpers refuse anything that would point one at the demo.
import { hostname } from "node:os";
import { Redis } from "ioredis";

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
 * The Redis databases integration runs may claim: 1–14 but the demo's (REDIS_URL). 15 is the browser tests' server
 * (scripts/e2e-server.ts, which claims its database too).
 */
export function integrationRedisCandidates(env: NodeJS.ProcessEnv = process.env): number[] {
  return Array.from({ length: 14 }, (_, i) => i + 1).filter((db) => db !== demoRedisDb(env));
}

/**
 * The key that says which process is using a Redis database for tests. Picking a database by process id (as runs
 * did) let two runs on one machine share one: each flushed the other's queues, and each one's worker took the
 * other's jobs, looked for their task in its own database and dropped them. A claim is exclusive instead.
 */
export const REDIS_CLAIM_KEY = "tprm:test-claim";
/** A claim lapses this long after its owner stopped renewing it (a run killed with SIGKILL). */
export const REDIS_CLAIM_TTL_MS = 60_000;
/** How often a claim is renewed (and put back, should a test have flushed its database). */
const REDIS_CLAIM_RENEW_MS = 5_000;

export interface RedisClaimOwner {
  host: string;
  pid: number;
  purpose: string;
}

export function claimValue(owner: RedisClaimOwner): string {
  return JSON.stringify(owner);
}

function parseClaim(value: string | null): RedisClaimOwner | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as RedisClaimOwner;
    return typeof parsed.pid === "number" && typeof parsed.host === "string" ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether a claim's owner is gone: a process of this machine that no longer runs. */
export function claimIsStale(value: string | null, host = hostname()): boolean {
  const owner = parseClaim(value);
  if (!owner) return value !== null;
  if (owner.host !== host) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "EPERM";
  }
}

// Deletes the claim only if it is still the one read (another process may have taken the database meanwhile).
const RELEASE_IF = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";
// Empties the database but its claim, atomically (FLUSHDB would drop the claim, and another run could step in).
// Keeps the caller's claim alive; puts it back when the key is gone (a test that flushed its own database took it
// with the rest), never over another process's claim. ARGV: the claim, its lifetime in ms.
const RENEW = `
local current = redis.call('GET', KEYS[1])
if current and current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;
// The same, then empties the database but the claim, atomically (FLUSHDB would drop the claim, and another run
// could step in). Nothing is deleted unless the claim is the caller's.
const FLUSH_BUT_CLAIM = `
local current = redis.call('GET', KEYS[1])
if current and current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
for _, key in ipairs(redis.call('KEYS', '*')) do
  if key ~= KEYS[1] then redis.call('DEL', key) end
end
return 1`;

export interface RedisClaim {
  /** The claimed databases' numbers and URLs, in the same order. */
  dbs: number[];
  urls: string[];
  /** What the claim key holds in each of them (claimValue). */
  value: string;
  /** Gives the databases back (deletes their claim). */
  release(): Promise<void>;
}

/**
 * Claims `count` Redis databases among `candidates` for this process, each empty but for its claim, and keeps the
 * claims alive until release(). A database another live process claimed is skipped; one whose owner is gone is
 * taken over. Waits (up to `waitMs`) when too few are free, rather than sharing one.
 */
export async function claimRedisDatabases(
  count: number,
  purpose: string,
  options: {
    candidates?: number[];
    waitMs?: number;
    env?: NodeJS.ProcessEnv;
    /** How often the claims are renewed (default every 5 s). */
    renewMs?: number;
    /**
     * Called once when a claim was lost (it lapsed and another run took the database). By default the error is
     * thrown, uncaught: the run stops rather than share a database with another run.
     */
    onLost?: (error: Error) => void;
  } = {},
): Promise<RedisClaim> {
  const env = options.env ?? process.env;
  const candidates = options.candidates ?? integrationRedisCandidates(env);
  const value = claimValue({ host: hostname(), pid: process.pid, purpose });
  const clients = new Map<number, Redis>();
  const client = (db: number) => {
    let c = clients.get(db);
    if (!c) {
      c = new Redis(testRedisUrl(db, purpose, env), { maxRetriesPerRequest: 1, lazyConnect: false });
      clients.set(db, c);
    }
    return c;
  };
  const held: number[] = [];
  const deadline = Date.now() + (options.waitMs ?? 5 * 60_000);
  try {
    for (;;) {
      for (const db of candidates) {
        if (held.length === count) break;
        if (held.includes(db)) continue;
        const redis = client(db);
        let taken = await redis.set(REDIS_CLAIM_KEY, value, "PX", REDIS_CLAIM_TTL_MS, "NX");
        if (!taken) {
          const current = await redis.get(REDIS_CLAIM_KEY);
          if (claimIsStale(current) && current !== null) {
            await redis.eval(RELEASE_IF, 1, REDIS_CLAIM_KEY, current);
            taken = await redis.set(REDIS_CLAIM_KEY, value, "PX", REDIS_CLAIM_TTL_MS, "NX");
          }
        }
        if (taken) {
          await redis.eval(FLUSH_BUT_CLAIM, 1, REDIS_CLAIM_KEY, value, REDIS_CLAIM_TTL_MS);
          held.push(db);
        }
      }
      if (held.length === count) break;
      if (Date.now() > deadline) {
        throw new Error(
          `${purpose}: only ${held.length} of the ${count} Redis databases needed are free (${candidates.join(", ")}` +
            " are each claimed by another test run on this machine). Wait for one to end, or run fewer at once.",
        );
      }
      await new Promise((r) => setTimeout(r, 1_000));
    }
  } catch (error) {
    for (const db of held)
      await client(db)
        .eval(RELEASE_IF, 1, REDIS_CLAIM_KEY, value)
        .catch(() => undefined);
    for (const c of clients.values()) c.disconnect();
    throw error;
  }
  for (const [db, c] of clients) {
    if (!held.includes(db)) {
      c.disconnect();
      clients.delete(db);
    }
  }
  const onLost =
    options.onLost ??
    ((error: Error) => {
      throw error;
    });
  let lost = false;
  const renew = setInterval(() => {
    for (const db of held) {
      void client(db)
        .eval(RENEW, 1, REDIS_CLAIM_KEY, value, REDIS_CLAIM_TTL_MS)
        .then(
          (renewed) => {
            if (renewed || lost) return;
            lost = true;
            clearInterval(renew);
            onLost(
              new Error(
                `${purpose}: lost its claim on Redis database ${db} (${REDIS_CLAIM_KEY}): it was not renewed for ` +
                  `${REDIS_CLAIM_TTL_MS / 1000} s (was the process stalled?) and another test run took it. ` +
                  "Stopping: the two runs would empty each other's queues and take each other's jobs.",
              ),
            );
          },
          () => undefined,
        );
    }
  }, options.renewMs ?? REDIS_CLAIM_RENEW_MS);
  renew.unref();
  return {
    dbs: held,
    urls: held.map((db) => testRedisUrl(db, purpose, env)),
    value,
    async release() {
      clearInterval(renew);
      for (const db of held)
        await client(db)
          .eval(RELEASE_IF, 1, REDIS_CLAIM_KEY, value)
          .catch(() => undefined);
      for (const c of clients.values()) c.disconnect();
    },
  };
}

/**
 * Empties a Redis database claimed with `claim` (claimValue), but the claim: a test file starts with no job,
 * heartbeat or counter left by the file before it. Refuses a database another process holds; takes the claim back
 * if a test flushed it away.
 */
export async function flushClaimedRedis(url: string, claim: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const emptied = await redis.eval(FLUSH_BUT_CLAIM, 1, REDIS_CLAIM_KEY, claim, REDIS_CLAIM_TTL_MS);
    if (!emptied) throw new Error(`Redis database ${url} is not claimed by this test run: refusing to use it.`);
  } finally {
    redis.disconnect();
  }
}
