import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { z } from "zod";
import { App } from "./app/App";
import { startTranslations } from "./i18n";
import "./index.css";

// Zod compiles fast parsers with `new Function` when it may; under our Content-Security-Policy (no eval) its probe
// is refused and reported as a violation. Parse without compiling.
z.config({ jitless: true });

// Screens suspend until their translations have arrived; the landing page needs none and shows at once.
void startTranslations();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
