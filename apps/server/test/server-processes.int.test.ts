// SERVER_PROCESSES: the server as `npm start` runs it, several processes on one port, a dead one replaced, all of
// them stopped by one signal.
import "../../../test/provided-context.js";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, inject, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
let primary: ChildProcess | null = null;

afterAll(() => {
  if (primary && primary.exitCode === null) primary.kill("SIGKILL");
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The server processes the primary has forked (node:cluster workers are its children running main.ts; the
 * TypeScript loader may add a transform service of its own, which is not one of them).
 */
function children(pid: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid), "-f", "apps/server/src/main.ts"])
      .toString()
      .trim()
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const serverEnv = (port: number) => ({
  ...process.env,
  NODE_ENV: "test",
  DATABASE_URL: inject("databaseUrl"),
  REDIS_URL: inject("redisUrl"),
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_POOL_SIZE: "2",
  LOG_LEVEL: "warn",
});

describe("SERVER_PROCESSES", () => {
  it("runs that many servers on one port, replaces one that dies, and stops them all on SIGTERM", async () => {
    const port = await freePort();
    primary = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: root,
      env: { ...serverEnv(port), SERVER_PROCESSES: "2" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    // What the processes say on stderr, so a failure shows why they did not start.
    let stderr = "";
    primary.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const pid = primary.pid!;
    const health = () =>
      fetch(`http://127.0.0.1:${port}/api/system/health`).then(
        (r) => (r.ok ? r : null),
        () => null,
      );

    const first = await until("two server processes", () => {
      if (primary!.exitCode !== null) throw new Error(`the server exited with ${primary!.exitCode}: ${stderr}`);
      const forked = children(pid);
      return forked.length === 2 ? forked : null;
    }).catch((error: Error) => {
      throw new Error(`${error.message}; children ${JSON.stringify(children(pid))}; stderr: ${stderr.slice(-2000)}`);
    });
    await until("the port to answer", health);

    // A process that dies is replaced, and the port keeps answering meanwhile.
    process.kill(first[0]!, "SIGKILL");
    const replaced = await until("a replacement process", () => {
      const now = children(pid);
      return now.length === 2 && !now.includes(first[0]!) ? now : null;
    });
    expect(replaced).toContain(first[1]);
    expect(await until("the port to answer", health)).toBeTruthy();

    // One signal to the primary stops every process.
    const exited = new Promise<number | null>((resolve) => primary!.once("exit", (code) => resolve(code)));
    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(children(pid)).toEqual([]);
    for (const child of replaced) expect(() => process.kill(child, 0)).toThrow();
  }, 120_000);

  it("gives up with a non-zero exit when the servers cannot start (the port is taken)", async () => {
    const taken = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, "127.0.0.1", () => resolve((taken.address() as { port: number }).port)),
    );
    try {
      const failing = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
        cwd: root,
        env: { ...serverEnv(port), SERVER_PROCESSES: "2" },
        stdio: "ignore",
      });
      primary = failing;
      const code = await new Promise<number | null>((resolve) => failing.once("exit", (c) => resolve(c)));
      expect(code).toBe(1);
    } finally {
      taken.close();
    }
  }, 120_000);
});
