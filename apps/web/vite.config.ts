import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type ProxyOptions } from "vite";
import { serviceWorker } from "./build/service-worker";

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

/**
 * react-i18next imports one function from i18next (keyFromSelector); the build gives it a copy (src/app/
 * i18next-selector.ts), so the app shell, which uses react-i18next, does not carry i18next (15 KB gzip) to the
 * landing page, which needs no translations. i18next itself loads with the translations (src/app/translations.ts).
 */
const reactI18nextAlone: Plugin = {
  name: "react-i18next-alone",
  apply: "build",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "i18next" && importer?.includes("/node_modules/react-i18next/")) {
      return fileURLToPath(new URL("./src/app/i18next-selector.ts", import.meta.url));
    }
    return undefined;
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), reactI18nextAlone, serviceWorker()],
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
    rolldownOptions: {
      // What the web imports from @tprm/api (schemas, permissions, refresh map, dates, landing rules) only defines
      // things: a module none of whose exports a chunk uses is left out, so a page that needs one schema does not
      // download them all.
      treeshake: { moduleSideEffects: (id) => (/\/packages\/api\/src\//.test(id) ? false : undefined) },
    },
  },
});
