// Where the screen opens the record a register problem or row came from (pure, browser-safe).

export type RecordRef = { kind: "entity" | "function" | "contract" | "vendor"; id: string; label: string };

const BASE: Record<RecordRef["kind"], (id: string) => string> = {
  entity: (id) => `/register?tab=entities&entity=${encodeURIComponent(id)}`,
  function: (id) => `/register?tab=functions&function=${encodeURIComponent(id)}`,
  contract: (id) => `/contracts?contract=${encodeURIComponent(id)}&section=register`,
  vendor: (id) => `/vendor-management?vendor=${encodeURIComponent(id)}&section=register`,
};

/** The record's page (its register tab), with `&field=` when a field is named: the form focuses it. */
export function recordLink(ref: RecordRef, field?: string): string {
  const base = BASE[ref.kind](ref.id);
  return field ? `${base}&field=${encodeURIComponent(field)}` : base;
}
