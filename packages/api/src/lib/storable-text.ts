/**
 * Text PostgreSQL cannot store, found before any procedure runs. A NUL character (U+0000) is refused by PostgreSQL
 * in text columns ("invalid byte sequence for encoding UTF8: 0x00"), and a lone UTF-16 surrogate (U+D800–U+DFFF
 * without its pair) is not Unicode at all: the driver would store it as U+FFFD, silently changing what was sent.
 * Neither has a use in this platform's data, so every string of every input (values and keys, at any depth) is
 * checked once, centrally (trpc.ts), instead of each schema remembering to. Inputs nested deeper than any of our
 * schemas goes are refused too, so no later step walks an attacker-sized structure.
 */

export const MAX_INPUT_DEPTH = 32;

export interface UnstorableText {
  path: (string | number)[];
  message: string;
}

export const TEXT_MESSAGES = {
  nul: "must not contain a NUL character (\\u0000)",
  surrogate: "contains an invalid character (an unpaired UTF-16 surrogate); send valid Unicode text",
  depth: `is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`,
} as const;

/** With the u flag, a paired surrogate is one code point: only an unpaired one matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a string cannot be stored, or null when it can. */
export function textProblem(value: string): string | null {
  if (value.includes("\u0000")) return TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  return null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|\p{Cs}/gu;

/**
 * `value` with every character that cannot be stored replaced by U+FFFD (the replacement character), for text that
 * only describes something refused, e.g. the value an import report shows beside the problem `textProblem` found.
 */
export function replaceUnstorable(value: string): string {
  return value.replace(UNSTORABLE, "\uFFFD");
}

/** The first string (or object key) in `input` that cannot be stored, with its path; walks without recursion. */
export function findUnstorableText(input: unknown): UnstorableText | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) return { path, message: problem };
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: TEXT_MESSAGES.depth };
    // Pushed in reverse so the first field is looked at first (the message names the first bad field).
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      if (typeof key === "string") {
        const problem = textProblem(key);
        if (problem) return { path: [...path, key], message: `has a field name that ${problem}` };
      }
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}
