// Where the search lies in a result's texts: character offsets (never HTML), so the screen marks them with its own
// elements and a name can never inject markup. Case-insensitive; a code is also matched without the spaces and
// dashes of a grouped LEI (the needle without them).

export interface Range {
  start: number;
  length: number;
}

/** Every non-overlapping occurrence of any needle in the text, in order. */
export function matchRanges(text: string | null, needles: readonly string[]): Range[] {
  if (!text) return [];
  const haystack = text.toLowerCase();
  const found: Range[] = [];
  for (const needle of needles) {
    const lower = needle.toLowerCase();
    // Lower-casing can change a text's length (a few scripts): offsets are only given when it does not.
    if (!lower || haystack.length !== text.length) continue;
    for (let at = haystack.indexOf(lower); at !== -1; at = haystack.indexOf(lower, at + lower.length)) {
      found.push({ start: at, length: lower.length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.length - a.length);
  const merged: Range[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range.start < last.start + last.length) continue;
    merged.push(range);
  }
  return merged;
}
