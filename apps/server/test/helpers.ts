import "../../../test/provided-context.js";
import { loadEnv, type Services } from "@tprm/api";
import { createUser, DEMO_PASSWORD } from "@tprm/db/factories";
import { cloneTestDatabase, type TestDatabase } from "@tprm/db/testing";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../src/app.js";
import { createServices } from "../src/services.js";

export interface TestApp {
  app: FastifyInstance;
  services: Services & { close(): Promise<void> };
  close(): Promise<void>;
}

export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: "test",
    DATABASE_URL: inject("databaseUrl"),
    REDIS_URL: inject("redisUrl"),
    APP_URL: "http://localhost:3000",
    OUTBOX_DIR: ".data/test-outbox",
    ...overrides,
  });
  const services = createServices(env);
  const app = await buildApp(services);
  await app.ready();
  // The Redis client refuses commands until connected (no offline queue): start the tests once it is.
  if (!overrides.REDIS_URL && services.redis.status !== "ready") {
    await new Promise((resolve) => services.redis.once("ready", resolve));
  }
  return {
    app,
    services,
    async close() {
      await app.close();
      await services.close();
    },
  };
}

/**
 * A database of the file's own, for a file that empties a table or needs to know every row: a copy of the run's
 * migrated template (demo users included), made in a moment. The caller drops it (`database.drop()`) in afterAll.
 */
export function createOwnDatabase(): Promise<TestDatabase> {
  return cloneTestDatabase(inject("templateDatabase"));
}

let ipCounter = 0;
/** Each test gets its own client address so per-IP rate limits never leak between tests. */
export function freshIp() {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${ipCounter % 250}`;
}

let emailCounter = 0;
export function uniqueEmail(tag = "user") {
  emailCounter += 1;
  return `${tag}.${Date.now().toString(36)}.${emailCounter}@bank.example`;
}

/** Creates an active user with a role and signs in over REST; returns the bearer token. */
export async function signIn(
  t: TestApp,
  role: string | null,
  opts: { email?: string; status?: "active" | "pending" } = {},
) {
  const email = opts.email ?? uniqueEmail(role?.toLowerCase().replace(/\W+/g, "-") ?? "norole");
  const user = await createUser(t.services.db, { email, role, status: opts.status ?? "active" });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/public/auth/login",
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: freshIp(),
  });
  const body = res.json();
  return { user, token: body.data?.accessToken as string, response: res };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
