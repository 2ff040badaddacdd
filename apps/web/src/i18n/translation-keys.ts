// Pure helpers of the translation check (translations.test.ts): flattening a namespace's JSON, finding the keys the
// source code names, and comparing languages. Kept apart so the check's own rules are unit-tested.

export type Messages = Record<string, string>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** { a: { b: "x" } } → { "a.b": "x" }. A value that is not a string or an object is reported as an error. */
export function flatten(tree: unknown, prefix = "", out: Messages = {}): Messages {
  if (typeof tree !== "object" || tree === null || Array.isArray(tree))
    throw new Error(`${prefix || "(root)"}: expected an object of messages`);
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

/** A plural form's key as the code names it: "rows_one" → "rows". */
export function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, "");
}

/** The {{placeholders}} of a message, sorted: "{{count}} of {{total}}" → ["count", "total"]. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] as string).sort();
}

export interface KeyUse {
  /** "vendors:table.name": written in full somewhere in the code. */
  exact: Set<string>;
  /** The prefix vendors:status. when a template literal builds keys under it (`vendors:status.${status}`). */
  prefixes: Set<string>;
}

/** Every "namespace:key" string literal and every `namespace:prefix.${…}` template in a source text. */
export function keysInSource(source: string, namespaces: readonly string[], into?: KeyUse): KeyUse {
  const use = into ?? { exact: new Set(), prefixes: new Set() };
  const ns = namespaces.map((n) => n.replace(/[^\w-]/g, "")).join("|");
  if (!ns) return use;
  const exact = new RegExp(`["'\`]((?:${ns}):[\\w.-]+)["'\`]`, "g");
  const prefix = new RegExp(`\`((?:${ns}):[\\w.-]*)\\$\\{`, "g");
  for (const match of source.matchAll(exact)) use.exact.add(match[1] as string);
  for (const match of source.matchAll(prefix)) use.prefixes.add(match[1] as string);
  return use;
}

/** An English-looking sentence left untranslated: the same text as English, of two words or more with letters. */
export function looksUntranslated(message: string, english: string): boolean {
  if (message !== english) return false;
  const words = english
    .replace(/\{\{[^}]*\}\}/g, " ")
    .split(/\s+/)
    .filter((w) => /[A-Za-z]{2,}/.test(w));
  return words.length >= 2;
}
