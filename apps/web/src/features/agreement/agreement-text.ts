/**
 * The platform user agreement shown on first sign-in, as translation keys (locales/<language>/agreement.json).
 * Changing the wording means a new version on the server too, in every language.
 */
export interface AgreementSection {
  heading: string;
  paragraphs: readonly string[];
}

export const AGREEMENT_SECTIONS: readonly AgreementSection[] = [
  {
    heading: "agreement:sections.about.heading",
    paragraphs: ["agreement:sections.about.p1", "agreement:sections.about.p2"],
  },
  {
    heading: "agreement:sections.accounts.heading",
    paragraphs: ["agreement:sections.accounts.p1", "agreement:sections.accounts.p2", "agreement:sections.accounts.p3"],
  },
  {
    heading: "agreement:sections.acceptableUse.heading",
    paragraphs: ["agreement:sections.acceptableUse.p1", "agreement:sections.acceptableUse.p2"],
  },
  {
    heading: "agreement:sections.confidentiality.heading",
    paragraphs: ["agreement:sections.confidentiality.p1", "agreement:sections.confidentiality.p2"],
  },
  {
    heading: "agreement:sections.incidents.heading",
    paragraphs: ["agreement:sections.incidents.p1", "agreement:sections.incidents.p2"],
  },
  {
    heading: "agreement:sections.availability.heading",
    paragraphs: ["agreement:sections.availability.p1", "agreement:sections.availability.p2"],
  },
  {
    heading: "agreement:sections.audit.heading",
    paragraphs: ["agreement:sections.audit.p1", "agreement:sections.audit.p2"],
  },
  {
    heading: "agreement:sections.exit.heading",
    paragraphs: ["agreement:sections.exit.p1", "agreement:sections.exit.p2"],
  },
  {
    heading: "agreement:sections.suspension.heading",
    paragraphs: ["agreement:sections.suspension.p1"],
  },
  {
    heading: "agreement:sections.changes.heading",
    paragraphs: ["agreement:sections.changes.p1"],
  },
  {
    heading: "agreement:sections.acceptance.heading",
    paragraphs: ["agreement:sections.acceptance.p1"],
  },
];
