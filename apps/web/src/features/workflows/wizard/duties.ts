// The regulatory duties a new outsourcing arrangement brings (wizard step 2). Their titles, sentences and sources
// (the guideline's section, the regulation's article) are in the translation files (workflowWizard:duties).

export type DutyScope = "all" | "critical" | "ict";

export interface Duty {
  id: string;
  /** To which arrangements it applies: every one, those of a critical or important function, ICT services. */
  scope: DutyScope;
}

export const DUTIES: readonly Duty[] = [
  { id: "preAnalysis", scope: "all" },
  { id: "register", scope: "all" },
  { id: "contract", scope: "all" },
  { id: "oversight", scope: "all" },
  { id: "notify", scope: "critical" },
  { id: "exit", scope: "critical" },
  { id: "doraRegister", scope: "ict" },
  { id: "doraContract", scope: "ict" },
];
