/** The platform user agreement shown on first sign-in. Changing the wording means a new version on the server too. */
export const AGREEMENT_TITLE = "Platform User Agreement";
export const AGREEMENT_VERSION_LABEL = "Version 1.0";
export const AGREEMENT_EFFECTIVE_LABEL = "Effective October 1, 2025";

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export const AGREEMENT_SECTIONS: readonly AgreementSection[] = [
  {
    heading: "1. About this agreement",
    paragraphs: [
      'This agreement governs your use of the third-party risk management and outsourcing governance platform (the "Platform") operated by your organisation (the "Institution"). It applies to every person who signs in, whether employed by the Institution or acting for one of its vendors, service providers or advisers.',
      "By ticking the box below and choosing Accept, you confirm that you have read this agreement, understand it and agree to follow it. Your acceptance, its date and time and the address it came from are recorded in the Platform's audit trail.",
    ],
  },
  {
    heading: "2. Accounts and roles",
    paragraphs: [
      "Access is personal. You must not share your password, session or API keys, and you must tell an administrator at once if you believe someone else has used them.",
      "Each account holds one role that decides what it may see and change. The roles of the initial release (MVP) are Admin, who manages accounts, roles and platform settings; Compliance Officer, who maintains policies and procedures and oversees outsourcing arrangements; and Vendor, a representative of a third party who supplies information about the services it provides. Further roles (for example risk, legal, finance, procurement, IT security, executive, board and audit roles) follow the same rules.",
      "You may use only the functions your role allows. Attempts to reach data or functions outside your role are logged and may be reported.",
    ],
  },
  {
    heading: "3. Acceptable use",
    paragraphs: [
      "Use the Platform only for the Institution's third-party risk management, outsourcing governance and regulatory compliance work. Enter information that is accurate and complete to the best of your knowledge, and correct it when you learn it is wrong.",
      "Do not upload malicious code, attempt to bypass security controls, probe or load-test the Platform without written permission, or copy data out of it except through its export functions and for an authorised purpose.",
    ],
  },
  {
    heading: "4. Confidentiality and data protection",
    paragraphs: [
      "Vendor records, contracts, risk assessments, audit findings and committee decisions are confidential information of the Institution. Keep them confidential during your use of the Platform and afterwards.",
      "Personal data held in the Platform is processed only to manage third-party risk and to meet legal and regulatory obligations, in line with applicable data protection law. Collect and enter only the personal data that is needed for that purpose.",
    ],
  },
  {
    heading: "5. Security incidents and breach notification",
    paragraphs: [
      "Report any suspected security incident, loss of data or unauthorised access to the Institution's security team without delay.",
      "Where an incident affects personal data or the confidentiality, integrity or availability of information held in the Platform, the party responsible for the affected service will notify the Institution within 72 hours of becoming aware of it, with what is known about the nature of the breach, the data and people affected, its likely consequences and the measures taken or proposed. Information not yet available at that time is provided as soon as it is known.",
    ],
  },
  {
    heading: "6. Service availability",
    paragraphs: [
      "The Platform has an uptime target of 99% in each calendar month, excluding planned maintenance announced in advance. The target is an objective, not a guarantee; outages and their causes are recorded and reviewed.",
      "Keep your own copies of documents you need for time-critical regulatory deadlines, and use the Platform's exports where a supervisor requires information in a fixed form.",
    ],
  },
  {
    heading: "7. Audit trail, monitoring and regulatory access",
    paragraphs: [
      "Every change made in the Platform is attributed to the account that made it and kept in an audit trail that administrators and auditors may read. Sign-ins, failed sign-ins and security events are also recorded.",
      "The Institution, its internal and external auditors and its competent supervisory authorities may inspect records held in the Platform, as required by the rules on outsourcing arrangements (including the EBA Guidelines on outsourcing arrangements and the Digital Operational Resilience Act). You agree to cooperate with such reviews within your responsibilities.",
    ],
  },
  {
    heading: "8. Exit and data deletion",
    paragraphs: [
      "When the Institution stops using the Platform, or a vendor relationship managed in it ends, exit support is provided for 90 days so that records can be exported in usable formats and handed over to a successor arrangement without disruption.",
      "After the exit period ends, data held for the departing party is deleted within 30 days, except records the Institution must keep by law or regulation, which are retained for the required period and then deleted.",
    ],
  },
  {
    heading: "9. Suspension and termination of access",
    paragraphs: [
      "An administrator may change your role, lock or deactivate your account at any time, for example when you change position, leave the Institution or the vendor relationship ends, or when a breach of this agreement is suspected.",
    ],
  },
  {
    heading: "10. Changes to this agreement",
    paragraphs: [
      "The Institution may update this agreement. A new version is shown when you next sign in and must be accepted before you continue to use the Platform.",
    ],
  },
  {
    heading: "11. Acceptance",
    paragraphs: [
      "Acceptance is required to use the Platform. If you choose Decline, you will be logged out and will be asked again the next time you sign in.",
    ],
  },
];
