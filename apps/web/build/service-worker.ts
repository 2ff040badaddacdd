import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Plugin, Rolldown } from "vite";

/** What sw.js is told about its build: a version, the files to keep at install, every file of the build. */
export interface BuildFiles {
  version: string;
  shell: string[];
  assets: string[];
}

export interface BuiltFile {
  /** Path from the site's root: "/assets/index-abc.js". */
  path: string;
  content: string | Uint8Array;
}

/** Files of a build that are not served to browsers as the app (source maps, the build manifest) nor sw.js itself. */
function isAppFile(path: string): boolean {
  return !path.endsWith(".map") && !path.startsWith("/.vite/") && path !== "/sw.js";
}

/**
 * The list sw.js carries. `shell` is what a reload needs before any page's own chunks: index.html, the entry scripts
 * and everything they import statically, and their styles, plus the given extra public files. The version is a hash
 * of every file's path and content, so it changes exactly when something served changes.
 */
export function describeBuild(files: readonly BuiltFile[], shellFiles: readonly string[]): BuildFiles {
  const served = files.filter((file) => isAppFile(file.path));
  const assets = [...new Set(served.map((file) => file.path))].sort();
  const hash = createHash("sha256");
  for (const file of [...served].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`${file.path}\n${createHash("sha256").update(file.content).digest("hex")}\n`);
  }
  const known = new Set(assets);
  const shell = [...new Set(["/index.html", ...shellFiles])].filter((path) => known.has(path)).sort();
  return { version: hash.digest("hex").slice(0, 16), shell, assets };
}

/** The text of sw.js: the build's description, then the worker (build/sw-template.js). */
export function serviceWorkerSource(build: BuildFiles, template: string): string {
  return `const BUILD = ${JSON.stringify(build, null, 1)};\n\n${template}`;
}

/** The entry chunks, their static imports (transitively) and the CSS they bring: what every page loads first. */
function shellOf(bundle: Rolldown.OutputBundle): string[] {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== "chunk" || found.has(`/${fileName}`)) return;
    found.add(`/${fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(`/${css}`);
    for (const next of chunk.imports) visit(next);
  };
  for (const item of Object.values(bundle)) if (item.type === "chunk" && item.isEntry) visit(item.fileName);
  return [...found];
}

function publicFiles(dir: string): BuiltFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: `/${relative(dir, full).split(sep).join("/")}`, content: readFileSync(full) };
    });
}

/**
 * Writes dist/sw.js in production builds (the dev server has none, so nothing is cached while developing). The
 * public folder's files (theme-init.js, favicon.svg) are part of the build and of the shell.
 */
export function serviceWorker(): Plugin {
  let publicDir = "";
  return {
    name: "tprm-service-worker",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const fromBundle: BuiltFile[] = Object.values(bundle).map((item) => ({
        path: `/${item.fileName}`,
        content: item.type === "chunk" ? item.code : item.source,
      }));
      const fromPublic = publicFiles(publicDir);
      const build = describeBuild(
        [...fromBundle, ...fromPublic],
        [...shellOf(bundle), ...fromPublic.map((file) => file.path)],
      );
      const template = readFileSync(new URL("./sw-template.js", import.meta.url), "utf8");
      this.emitFile({ type: "asset", fileName: "sw.js", source: serviceWorkerSource(build, template) });
    },
  };
}
