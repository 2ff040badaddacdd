#!/usr/bin/env node
/**
 * Budget check for the public landing page's JavaScript, run after `vite build` of apps/web:
 *
 *   npm run build -w @tprm/web && node scripts/check-landing-bundle.mjs [distDir] [--budget-kb=150]
 *
 * It finds the chunk that holds apps/web/src/features/landing/LandingPage.tsx and every chunk that chunk imports
 * statically, leaves out the chunks the app shell (the HTML entry) loads anyway, and adds up their gzip sizes.
 * Chunks come from dist/.vite/manifest.json when the build wrote one; otherwise from file names containing
 * "LandingPage" and the import statements inside them. Exits 1 when the total is over the budget (150 KB by
 * default) or when no landing chunk can be found.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const distDir = resolve(args.find((a) => !a.startsWith("--")) ?? join(root, "apps/web/dist"));
const budgetKb = Number(args.find((a) => a.startsWith("--budget-kb="))?.split("=")[1] ?? 150);
const LANDING_SOURCE = /features\/landing\/LandingPage\.tsx$/;

function fail(message) {
  console.error(`check-landing-bundle: ${message}`);
  process.exit(1);
}

if (!existsSync(distDir))
  fail(`${relative(root, distDir)} does not exist: build the web app first (npm run build -w @tprm/web).`);

/** @returns {{ landing: string[], shell: Set<string>, source: string }} files relative to distDir */
function fromManifest(manifestPath) {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const next of chunk.imports ?? []) visit(next);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const landingKeys = Object.keys(manifest).filter(
    (key) => LANDING_SOURCE.test(key) || LANDING_SOURCE.test(manifest[key].src ?? ""),
  );
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const shellKeys = closure(entryKeys);
  const shell = new Set([...shellKeys].map((key) => manifest[key].file));
  const landing = [...closure(landingKeys)]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith(".js") && !shell.has(file));
  return { landing, shell, source: relative(root, manifestPath) };
}

/** Follows `import … from "./x.js"` and `import "./x.js"` in built chunks (minified or not). */
function staticImports(file) {
  const code = readFileSync(join(distDir, file), "utf8");
  const found = new Set();
  const pattern = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js|\/[^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) {
    const spec = match[1];
    const resolved = spec.startsWith("/") ? spec.slice(1) : posix.join(posix.dirname(file), spec);
    if (existsSync(join(distDir, resolved))) found.add(resolved);
  }
  return [...found];
}

function closureByImports(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file)) visit(next);
  };
  for (const file of files) visit(file);
  return seen;
}

function fromFileNames() {
  const assets = join(distDir, "assets");
  if (!existsSync(assets)) fail(`${relative(root, assets)} does not exist.`);
  const js = readdirSync(assets).filter((name) => name.endsWith(".js"));
  const landingFiles = js.filter((name) => name.includes("LandingPage")).map((name) => `assets/${name}`);
  const html = existsSync(join(distDir, "index.html")) ? readFileSync(join(distDir, "index.html"), "utf8") : "";
  const entryFiles = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const shell = closureByImports(entryFiles);
  const landing = [...closureByImports(landingFiles)].filter((file) => !shell.has(file));
  return { landing, shell, source: "chunk names containing LandingPage and their static imports" };
}

const manifestPath = join(distDir, ".vite/manifest.json");
const { landing, shell, source } = existsSync(manifestPath) ? fromManifest(manifestPath) : fromFileNames();
if (landing.length === 0) fail(`no landing page chunk found in ${relative(root, distDir)} (looked at ${source}).`);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = landing
  .map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

console.log(`Landing page JavaScript (from ${source}; ${shell.size} app-shell chunk(s) not counted):`);
for (const row of rows)
  console.log(`  ${row.file.padEnd(56)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
console.log(`  ${"total".padEnd(56)} ${"".padStart(14)} ${kb(total).padStart(10)} gzip (budget ${budgetKb} KB)`);

if (total > budgetKb * 1024) {
  console.error(`check-landing-bundle: over budget by ${kb(total - budgetKb * 1024)}.`);
  process.exit(1);
}
console.log("check-landing-bundle: within budget.");
