// Where each kind of search result opens: the screen that shows that record, by the links the screens already
// read from the URL (the same ones notifications use). Procedures, reports and documents have no record link of
// their own yet: their register opens searched for the name, the record first in it.
import type { SearchKind, SearchResult } from "@tprm/api/schemas";

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function searchResultHref(result: Pick<SearchResult, "kind" | "id" | "title">): string {
  const { id, title } = result;
  const hrefs: Record<SearchKind, () => string> = {
    vendor: () => `/vendor-management?${query({ vendor: id })}`,
    contract: () => `/contracts?${query({ contract: id })}`,
    assessment: () => `/risk-assessment?${query({ assessment: id })}`,
    policy: () => `/governance?${query({ policy: id })}`,
    procedure: () => `/governance?${query({ tab: "procedures", q: title })}`,
    committee: () => `/governance?${query({ tab: "committees", committee: id })}`,
    workflow: () => `/workflows?${query({ record: id })}`,
    report: () => `/reports?${query({ q: title })}`,
    document: () => `/governance?${query({ tab: "documents", q: title })}`,
  };
  return hrefs[result.kind]();
}

/** A text cut into plain and matched pieces by the answer's offsets (which never overlap and come in order). */
export function highlightPieces(text: string, ranges: readonly { start: number; length: number }[]) {
  const pieces: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const { start, length } of ranges) {
    if (start < at || start + length > text.length) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), match: false });
    pieces.push({ text: text.slice(start, start + length), match: true });
    at = start + length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), match: false });
  return pieces;
}

/** Whether a key press outside a text field opens the search: "/" alone, or Ctrl+K (⌘K on a Mac). */
export function opensSearch(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">, inField: boolean) {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") return true;
  return !inField && event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey;
}
