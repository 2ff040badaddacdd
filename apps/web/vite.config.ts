import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";

/** Where the dev server forwards /trpc, /api and /admin: the Fastify server (override with API_PROXY_TARGET). */
const API_ORIGIN = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3000";

/** Screens of this app under /admin; every other /admin path belongs to the server (e.g. the queue dashboard). */
const SPA_ADMIN_PATHS = /^\/admin\/(users|audit-logs|demo-requests)(\/|\?|$)/;

const adminProxy: ProxyOptions = {
  target: API_ORIGIN,
  bypass(req) {
    if (req.url && SPA_ADMIN_PATHS.test(req.url) && req.headers.accept?.includes("text/html")) return "/index.html";
    return undefined;
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: {
      "/trpc": API_ORIGIN,
      "/api": API_ORIGIN,
      "/admin": adminProxy,
    },
  },
  preview: { host: "127.0.0.1", port: 4173 },
  build: {
    outDir: "dist",
    sourcemap: true,
    // Each screen is imported lazily by the router, so every route is its own chunk.
    chunkSizeWarningLimit: 700,
  },
});
