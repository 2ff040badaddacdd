import { StrictMode, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { registerServiceWorker } from "./app/service-worker";
import { subscribeTranslations, translationsReady, translationsStarted } from "./app/translations";
import "./index.css";

// Zod reads its settings from globalThis.__zod_globalConfig when it loads (apps/web/test/zod-config.test.ts checks
// it). Parse without compiling: under our Content-Security-Policy (no eval) zod's `new Function` probe is refused and
// reported as a violation. Set here, so the shell itself needs no zod code.
Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });

// Every page but the public landing page (English) shows translated text: start loading it with the app itself.
if (window.location.pathname !== "/") void translationsReady();

/** Renders the app again once translations have started, so what asked for them before (the toaster, the shared
 * components' texts) follows the language. */
function Root() {
  useSyncExternalStore(subscribeTranslations, translationsStarted, translationsStarted);
  return <App />;
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);

registerServiceWorker();
