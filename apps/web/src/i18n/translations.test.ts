import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import {
  baseKey,
  flatten,
  type KeyUse,
  keysInSource,
  looksUntranslated,
  type Messages,
  placeholders,
} from "./translation-keys";

// Every text on screen comes from the translation files (docs/ARCHITECTURE.md, "Languages"). This check fails when
// the code names a key that English lacks, when English has a key nothing uses, and when any other language misses a
// key, has one English lacks, changes a placeholder or leaves an English sentence untranslated.

const src = join(dirname(fileURLToPath(import.meta.url)), "..");
const localesDir = join(src, "locales");

/** Sentences that read the same in a language as in English (names, codes): "<language>:<namespace>:<key>". */
const SAME_AS_ENGLISH = new Set<string>([]);

function load(language: string): Map<string, Messages> {
  const out = new Map<string, Messages>();
  for (const file of readdirSync(join(localesDir, language))
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const namespace = file.replace(/\.json$/, "");
    out.set(namespace, flatten(JSON.parse(readFileSync(join(localesDir, language, file), "utf8"))));
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const english = load("en");
const namespaces = [...english.keys()];
const englishKeys = new Set(
  namespaces.flatMap((ns) => Object.keys(english.get(ns) ?? {}).map((key) => `${ns}:${baseKey(key)}`)),
);
const use: KeyUse = { exact: new Set(), prefixes: new Set() };
for (const file of sourceFiles(src)) keysInSource(readFileSync(file, "utf8"), namespaces, use);

describe("translations", () => {
  it("has English namespaces to check", () => {
    expect(namespaces).toContain("common");
  });

  it("knows every key the code names, in English", () => {
    const missing = [...use.exact].filter((key) => !englishKeys.has(key)).sort();
    expect(missing).toEqual([]);
    const emptyPrefixes = [...use.prefixes].filter((p) => ![...englishKeys].some((key) => key.startsWith(p)));
    expect(emptyPrefixes).toEqual([]);
  });

  it("uses every English key somewhere in the code", () => {
    const unused = [...englishKeys]
      .filter((key) => !use.exact.has(key) && ![...use.prefixes].some((p) => key.startsWith(p)))
      .sort();
    expect(unused).toEqual([]);
  });

  for (const language of LANGUAGES.filter((l) => l !== "en")) {
    it(`has every English key in ${language}, with the same placeholders, translated`, () => {
      const messages = load(language);
      expect([...messages.keys()].sort()).toEqual([...namespaces].sort());
      const problems: string[] = [];
      for (const ns of namespaces) {
        const en = english.get(ns) ?? {};
        const other = messages.get(ns) ?? {};
        const enBase = new Set(Object.keys(en).map(baseKey));
        const otherBase = new Set(Object.keys(other).map(baseKey));
        for (const key of enBase) if (!otherBase.has(key)) problems.push(`missing ${ns}:${key}`);
        for (const key of otherBase) if (!enBase.has(key)) problems.push(`not in English ${ns}:${key}`);
        for (const [key, message] of Object.entries(other)) {
          if (!message.trim()) problems.push(`empty ${ns}:${key}`);
          const enMessage = en[key] ?? en[`${baseKey(key)}_other`] ?? en[baseKey(key)];
          if (enMessage === undefined) continue;
          if (placeholders(message).join() !== placeholders(enMessage).join())
            problems.push(`placeholders differ ${ns}:${key}`);
          if (looksUntranslated(message, enMessage) && !SAME_AS_ENGLISH.has(`${language}:${ns}:${key}`))
            problems.push(`untranslated ${ns}:${key}: "${message}"`);
        }
      }
      expect(problems, `${relative(src, join(localesDir, language))}`).toEqual([]);
    });
  }
});
