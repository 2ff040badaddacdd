import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { type BuiltFile, describeBuild, serviceWorkerSource } from "../build/service-worker";

const template = readFileSync(new URL("../build/sw-template.js", import.meta.url), "utf8");

const FILES: BuiltFile[] = [
  { path: "/index.html", content: "<!doctype html>" },
  { path: "/assets/index-abc.js", content: "entry" },
  { path: "/assets/index-abc.js.map", content: "{}" },
  { path: "/assets/react-def.js", content: "react" },
  { path: "/assets/index-ghi.css", content: "body{}" },
  { path: "/assets/LoginPage-jkl.js", content: "login" },
  { path: "/.vite/manifest.json", content: "{}" },
  { path: "/theme-init.js", content: "theme" },
  { path: "/sw.js", content: "an older worker" },
];
const SHELL = ["/assets/index-abc.js", "/assets/react-def.js", "/assets/index-ghi.css", "/theme-init.js"];

describe("the file list sw.js carries", () => {
  it("lists every file browsers are served, sorted; not source maps, the build manifest or the worker itself", () => {
    expect(describeBuild(FILES, SHELL).assets).toEqual([
      "/assets/LoginPage-jkl.js",
      "/assets/index-abc.js",
      "/assets/index-ghi.css",
      "/assets/react-def.js",
      "/index.html",
      "/theme-init.js",
    ]);
  });

  it("keeps at install index.html and the shell's files (never a page's own chunk, never a file not built)", () => {
    expect(describeBuild(FILES, [...SHELL, "/assets/missing.js"]).shell).toEqual([
      "/assets/index-abc.js",
      "/assets/index-ghi.css",
      "/assets/react-def.js",
      "/index.html",
      "/theme-init.js",
    ]);
  });

  it("has a version that changes exactly when a served file changes", () => {
    const version = describeBuild(FILES, SHELL).version;
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(describeBuild([...FILES].reverse(), SHELL).version).toBe(version);
    const mapChanged = FILES.map((f) => (f.path.endsWith(".map") ? { ...f, content: '{"v":2}' } : f));
    expect(describeBuild(mapChanged, SHELL).version).toBe(version);
    const loginChanged = FILES.map((f) => (f.path.includes("LoginPage") ? { ...f, content: "login v2" } : f));
    expect(describeBuild(loginChanged, SHELL).version).not.toBe(version);
    expect(describeBuild([...FILES, { path: "/assets/new.js", content: "x" }], SHELL).version).not.toBe(version);
  });
});

type Listener = (event: Record<string, unknown>) => void;

/** Runs sw.js with stand-ins for the worker's globals; returns its listeners and what it did. */
function runWorker(online: boolean, { htmlFallback = false } = {}) {
  const build = describeBuild(FILES, SHELL);
  const listeners = new Map<string, Listener>();
  const stored = new Map<string, string>();
  const fetched: string[] = [];
  const cache = {
    addAll: vi.fn(async (paths: string[]) => {
      for (const path of paths) stored.set(path, `cached ${path}`);
    }),
    add: vi.fn(async (path: string) => stored.set(path, `cached ${path}`)),
    match: vi.fn(async (path: string) => stored.get(path)),
    put: vi.fn(async (path: string, response: { body: string }) => stored.set(path, response.body)),
  };
  const caches = {
    open: vi.fn(async () => cache),
    match: vi.fn(async (path: string) => stored.get(path)),
    keys: vi.fn(async () => ["tprm-app-old", `tprm-app-${build.version}`]),
    delete: vi.fn(async () => true),
  };
  // htmlFallback: the server answers every file with its page (index.html), as it does for a path it does not know.
  const fetch = vi.fn(async (request: { url: string } | string) => {
    const url = typeof request === "string" ? new URL(request, "https://tprm.example").href : request.url;
    fetched.push(url);
    if (!online) throw new TypeError("Failed to fetch");
    const path = new URL(url).pathname;
    const type = htmlFallback || path.endsWith(".html") || !path.includes(".") ? "text/html" : "text/javascript";
    return {
      ok: true,
      headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? type : null) },
      body: `network ${path}`,
      clone: () => ({ body: "copy" }),
    };
  });
  const self = {
    location: { origin: "https://tprm.example" },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => undefined) },
  };
  new Function("self", "caches", "fetch", serviceWorkerSource(build, template))(self, caches, fetch);

  /** Dispatches a fetch event; returns what the worker answered with, or "not handled". */
  async function request(path: string, init: { mode?: string; method?: string; origin?: string } = {}) {
    let answer: Promise<unknown> | undefined;
    const kept: Promise<unknown>[] = [];
    listeners.get("fetch")?.({
      request: {
        url: `${init.origin ?? self.location.origin}${path}`,
        mode: init.mode ?? "cors",
        method: init.method ?? "GET",
      },
      respondWith: (promise: Promise<unknown>) => {
        answer = promise;
      },
      waitUntil: (promise: Promise<unknown>) => kept.push(promise),
    });
    if (!answer) return "not handled";
    const response = await answer;
    await Promise.all(kept);
    return response;
  }
  async function lifecycle(type: "install" | "activate") {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }
  return { build, self, caches, cache, stored, fetched, request, lifecycle, listeners };
}

describe("sw.js", () => {
  it("keeps the shell at install and deletes older builds' caches on activation", async () => {
    const worker = runWorker(true);
    await worker.lifecycle("install");
    expect(worker.cache.addAll).toHaveBeenCalledWith(worker.build.shell);
    await worker.lifecycle("activate");
    expect(worker.caches.delete).toHaveBeenCalledWith("tprm-app-old");
    expect(worker.caches.delete).toHaveBeenCalledTimes(1);
  });

  it("answers pages from the network, and with this build's index.html when offline", async () => {
    const online = runWorker(true);
    expect(await online.request("/vendor-management?tab=all", { mode: "navigate" })).toMatchObject({
      body: "network /vendor-management",
    });
    const offline = runWorker(false);
    await offline.lifecycle("install");
    expect(await offline.request("/login", { mode: "navigate" })).toBe("cached /index.html");
  });

  it("answers this build's files from the cache first, keeping what it fetches", async () => {
    const worker = runWorker(true);
    expect(await worker.request("/assets/LoginPage-jkl.js")).toMatchObject({
      body: "network /assets/LoginPage-jkl.js",
    });
    expect(worker.stored.get("/assets/LoginPage-jkl.js")).toBe("copy");
    expect(await worker.request("/assets/LoginPage-jkl.js")).toBe("copy");
    expect(worker.fetched).toHaveLength(1);
  });

  it("never keeps the server's page under a script's name (a file a deploy removed)", async () => {
    const worker = runWorker(true, { htmlFallback: true });
    await worker.request("/assets/LoginPage-jkl.js");
    expect(worker.stored.has("/assets/LoginPage-jkl.js")).toBe(false);
  });

  it("leaves the server's paths, other origins, other builds' files and non-GET requests alone", async () => {
    const worker = runWorker(true);
    for (const path of ["/trpc/auth.me", "/api/vendors", "/api/docs", "/admin/queues", "/admin/queues/jobs"]) {
      expect(await worker.request(path), path).toBe("not handled");
      expect(await worker.request(path, { mode: "navigate" }), path).toBe("not handled");
    }
    expect(await worker.request("/assets/index-old.js")).toBe("not handled");
    expect(await worker.request("/assets/index-abc.js", { origin: "https://cdn.example" })).toBe("not handled");
    expect(await worker.request("/assets/index-abc.js", { method: "POST" })).toBe("not handled");
    expect(await worker.request("/admin/users", { mode: "navigate" })).toMatchObject({ body: "network /admin/users" });
  });

  it("takes over when the page asks (the new-version toast's Reload), and keeps what a page says it loaded", async () => {
    const worker = runWorker(true);
    const message = worker.listeners.get("message");
    message?.({ data: { type: "SKIP_WAITING" }, waitUntil: () => undefined });
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    let kept: Promise<unknown> = Promise.resolve();
    const urls = [
      "https://tprm.example/assets/LoginPage-jkl.js",
      "https://tprm.example/trpc/auth.me",
      "https://x.example/a.js",
    ];
    message?.({ data: { type: "CACHE_URLS", urls }, waitUntil: (p: Promise<unknown>) => (kept = p) });
    await kept;
    expect(worker.cache.put.mock.calls.map(([path]) => path)).toEqual(["/assets/LoginPage-jkl.js"]);
  });
});
