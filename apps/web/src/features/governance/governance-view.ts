/** The governance centre's tabs, in the spec's order (001 §2.2). */
export const GOVERNANCE_TABS = ["policies", "procedures", "committees", "documents"] as const;
export type GovernanceTab = (typeof GOVERNANCE_TABS)[number];

/** The tab the URL names (?tab=…), the policies tab when it names none or an unknown one. */
export function governanceTabOf(params: URLSearchParams): GovernanceTab {
  const tab = params.get("tab");
  return (GOVERNANCE_TABS as readonly string[]).includes(tab ?? "") ? (tab as GovernanceTab) : "policies";
}

/**
 * The URL's parameters for another tab. The previous tab's own parameters are dropped (they mean nothing on the
 * next tab); the policies tab, the default, is left out of the URL.
 */
export function governanceTabParams(tab: string): URLSearchParams {
  const chosen = governanceTabOf(new URLSearchParams({ tab }));
  return new URLSearchParams(chosen === "policies" ? {} : { tab: chosen });
}
