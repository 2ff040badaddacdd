// The DORA Register of Information's templates (Commission Implementing Regulation (EU) 2024/2956, Annex I), their
// column codes as the EBA's xBRL-CSV files carry them, and the closed lists (the EBA's "list of possible values",
// DPM 4.0), stored and filed as EBA codes. Browser-safe: the screens take their choices from here. Labels shown on
// screen come from the translation files (`register` namespace, `lists.<code>`); the English label here is what the
// EBA register's spreadsheet writes and what a test reads.

export const CLOSED_LISTS = {
  entityType: {
    "eba_CT:x12": "Credit institution",
    "eba_CT:x599": "Investment firm",
    "eba_CT:x643": "Central counterparty",
    "eba_CT:x639": "Asset management company",
    "eba_CT:x300": "Payment institution",
    "eba_CT:x301": "Account information service provider",
    "eba_CT:x302": "Electronic money institution",
    "eba_CT:x303": "Crypto-asset service provider",
    "eba_CT:x304": "Central securities depository",
    "eba_CT:x305": "Trading venue",
    "eba_CT:x306": "Trade repository",
    "eba_CT:x307": "Manager of alternative investment funds",
    "eba_CT:x308": "Data reporting service provider",
    "eba_CT:x309": "Insurance or reinsurance undertaking",
    "eba_CT:x310": "Issuer of asset-referenced tokens",
    "eba_CT:x311": "Institution for occupational retirement provision",
    "eba_CT:x312": "Credit rating agency",
    "eba_CT:x313": "Administrator of critical benchmarks",
    "eba_CT:x314": "Crowdfunding service provider",
    "eba_CT:x315": "Securitisation repository",
    "eba_CT:x316": "Other financial entity",
    "eba_CT:x317": "Non-financial entity: ICT intra-group service provider",
    "eba_CT:x318": "Non-financial entity: other",
    "eba_CT:x320": "Insurance intermediary",
  },
  hierarchy: {
    "eba_RP:x53": "Ultimate parent",
    "eba_RP:x551": "Parent other than ultimate parent",
    "eba_RP:x56": "Subsidiary",
    "eba_RP:x21": "Entity other than an entity of the group",
    "eba_RP:x210": "Branch",
  },
  arrangementType: {
    "eba_CO:x1": "Standalone arrangement",
    "eba_CO:x2": "Overarching arrangement",
    "eba_CO:x3": "Subsequent or associated arrangement",
  },
  terminationReason: {
    "eba_CO:x4": "Expired and not renewed",
    "eba_CO:x5": "Provider in breach of law, regulation or contract",
    "eba_CO:x6": "Impediments of the provider altering the supported function",
    "eba_CO:x7": "Provider's weaknesses in managing and securing data",
    "eba_CO:x8": "Requested by the competent authority",
    "eba_CO:x9": "Other reasons",
  },
  ictServiceType: {
    "eba_TA:S01": "ICT project management",
    "eba_TA:S02": "ICT development",
    "eba_TA:S03": "ICT help desk and first level support",
    "eba_TA:S04": "ICT security management services",
    "eba_TA:S05": "Provision of data",
    "eba_TA:S06": "Data analysis",
    "eba_TA:S07": "ICT, facilities and hosting services (excluding cloud)",
    "eba_TA:S08": "Computation",
    "eba_TA:S09": "Non-cloud data storage",
    "eba_TA:S10": "Telecom carrier",
    "eba_TA:S11": "Network infrastructure",
    "eba_TA:S12": "Hardware and physical devices",
    "eba_TA:S13": "Software licensing (excluding SaaS)",
    "eba_TA:S14": "ICT operation management (including maintenance)",
    "eba_TA:S15": "ICT consulting",
    "eba_TA:S16": "ICT risk management",
    "eba_TA:S17": "Cloud services: IaaS",
    "eba_TA:S18": "Cloud services: PaaS",
    "eba_TA:S19": "Cloud services: SaaS",
  },
  yesNo: { "eba_BT:x28": "Yes", "eba_BT:x29": "No" },
  criticality: { "eba_BT:x28": "Yes", "eba_BT:x29": "No", "eba_BT:x21": "Assessment not performed" },
  reliance: {
    "eba_ZZ:x794": "Not significant",
    "eba_ZZ:x795": "Low reliance",
    "eba_ZZ:x796": "Material reliance",
    "eba_ZZ:x797": "Full reliance",
  },
  sensitiveness: { "eba_ZZ:x791": "Low", "eba_ZZ:x792": "Medium", "eba_ZZ:x793": "High" },
  impact: {
    "eba_ZZ:x791": "Low",
    "eba_ZZ:x792": "Medium",
    "eba_ZZ:x793": "High",
    "eba_ZZ:x799": "Assessment not performed",
  },
  entityNature: { "eba_ZZ:x838": "Branch of a financial entity", "eba_ZZ:x839": "Not a branch" },
  personType: {
    "eba_CT:x212": "Legal person",
    "eba_CT:x213": "Individual acting in a business capacity",
  },
  substitutability: {
    "eba_ZZ:x962": "Easily substitutable",
    "eba_ZZ:x961": "Medium complexity",
    "eba_ZZ:x960": "Highly complex",
    "eba_ZZ:x959": "Not substitutable",
  },
  nonSubstitutabilityReason: {
    "eba_ZZ:x963": "Lack of real alternatives",
    "eba_ZZ:x964": "Difficulties in migrating or reintegrating",
    "eba_ZZ:x965": "Both",
  },
  reintegration: { "eba_ZZ:x798": "Easy", "eba_ZZ:x966": "Difficult", "eba_ZZ:x967": "Highly complex" },
  codeType: {
    "eba_qCO:qx2000": "LEI",
    "eba_qCO:qx2001": "Country code and national identifier",
    "eba_qCO:qx2002": "EUID",
    "eba_qCO:qx2003": "Company registration number",
    "eba_qCO:qx2004": "VAT number",
    "eba_qCO:qx2005": "Passport number",
  },
  // The activities of banks, payment and e-money institutions (the EBA's list holds insurers', CSDs' and others' too:
  // add them here when such an entity uses the platform).
  licensedActivity: {
    "eba_TA:x163": "Lending activities",
    "eba_TA:x164": "Financial leasing",
    "eba_TA:x165": "Issuing and administering other means of payment",
    "eba_TA:x166": "Guarantees and commitments",
    "eba_TA:x168": "Trading for own account or for account of customers",
    "eba_TA:x169": "Participation in securities issues",
    "eba_TA:x28": "Payment services",
    "eba_TA:x170": "Advisory services",
    "eba_TA:x171": "Money broking",
    "eba_TA:x172": "Portfolio management and advice",
    "eba_TA:x174": "Safekeeping and administration of securities",
    "eba_TA:x178": "Safe custody services",
    "eba_TA:x179": "Credit reference services",
    "eba_TA:x180": "Issuing electronic money",
    "eba_TA:x220": "Placing cash on a payment account",
    "eba_TA:x221": "Cash withdrawals from a payment account",
    "eba_TA:x222": "Execution of payment transactions",
    "eba_TA:x223": "Execution of payment transactions covered by a credit line",
    "eba_TA:x224": "Issuing payment instruments or acquiring payment transactions",
    "eba_TA:x225": "Money remittance",
    "eba_TA:x226": "Payment initiation services",
    "eba_TA:x227": "Account information services",
  },
} as const satisfies Record<string, Record<string, string>>;

export type ClosedListName = keyof typeof CLOSED_LISTS;
export type ClosedListCode<L extends ClosedListName> = keyof (typeof CLOSED_LISTS)[L] & string;

export function closedListCodes<L extends ClosedListName>(list: L): [ClosedListCode<L>, ...ClosedListCode<L>[]] {
  return Object.keys(CLOSED_LISTS[list]) as [ClosedListCode<L>, ...ClosedListCode<L>[]];
}

export function isInClosedList(list: ClosedListName, code: string | null | undefined): boolean {
  return code != null && Object.hasOwn(CLOSED_LISTS[list], code);
}

export function closedListLabel(list: ClosedListName, code: string | null | undefined): string {
  if (code == null) return "";
  return (CLOSED_LISTS[list] as Record<string, string>)[code] ?? code;
}

/** Not applicable, for a country key column left empty (the EBA's eba_GA:qx2007). */
export const COUNTRY_NOT_APPLICABLE = "eba_GA:qx2007";
/** A date the ITS asks for and the record does not have (an open-ended contract's end, an entity still in scope). */
export const OPEN_DATE = "9999-12-31";

export const countryCode = (iso: string) => `eba_GA:${iso}`;
export const currencyCode = (iso: string) => `eba_CU:${iso}`;

/** How a cell is written and checked. */
export type ColumnKind =
  | "text"
  | "date"
  | "integer"
  | "monetary"
  | "boolean"
  | "lei"
  | "identifier"
  | "country"
  | "currency"
  | { list: ClosedListName };

export interface TemplateColumn {
  code: string;
  label: string;
  kind: ColumnKind;
  /** Mandatory in every row. Conditional rules ("mandatory if…") are checks of their own (checks.ts). */
  mandatory: boolean;
  /** Part of the row's key (a duplicate key is a blocking error). */
  key?: boolean;
}

const col = (code: string, label: string, kind: ColumnKind, mandatory = true, key = false): TemplateColumn => ({
  code,
  label,
  kind,
  mandatory,
  ...(key ? { key } : {}),
});

export const TEMPLATE_IDS = [
  "B_01.01",
  "B_01.02",
  "B_01.03",
  "B_02.01",
  "B_02.02",
  "B_02.03",
  "B_03.01",
  "B_03.02",
  "B_03.03",
  "B_04.01",
  "B_05.01",
  "B_05.02",
  "B_06.01",
  "B_07.01",
  "B_99.01",
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface Template {
  id: TemplateId;
  title: string;
  columns: TemplateColumn[];
}

const t = (id: TemplateId, title: string, columns: TemplateColumn[]): Template => ({ id, title, columns });

export const TEMPLATES: Record<TemplateId, Template> = {
  "B_01.01": t("B_01.01", "Entity maintaining the register of information", [
    col("c0010", "LEI of the entity maintaining the register", "lei", true, true),
    col("c0020", "Name of the entity", "text"),
    col("c0030", "Country of the entity", "country"),
    col("c0040", "Type of entity", { list: "entityType" }),
    col("c0050", "Competent authority", "text"),
    col("c0060", "Date of the reporting", "date"),
  ]),
  "B_01.02": t("B_01.02", "Entities within the scope of the register", [
    col("c0010", "LEI of the entity", "lei", true, true),
    col("c0020", "Name of the entity", "text"),
    col("c0030", "Country of the entity", "country"),
    col("c0040", "Type of entity", { list: "entityType" }),
    col("c0050", "Hierarchy of the entity within the group", { list: "hierarchy" }),
    col("c0060", "LEI of the direct parent undertaking", "lei"),
    col("c0070", "Date of last update", "date"),
    col("c0080", "Date of integration in the register", "date"),
    col("c0090", "Date of deletion in the register", "date"),
    col("c0100", "Currency", "currency"),
    col("c0110", "Value of total assets", "monetary", false),
  ]),
  "B_01.03": t("B_01.03", "Branches", [
    col("c0010", "Identification code of the branch", "identifier", true, true),
    col("c0020", "LEI of the head office of the branch", "lei", true, true),
    col("c0030", "Name of the branch", "text"),
    col("c0040", "Country of the branch", "country"),
  ]),
  "B_02.01": t("B_02.01", "Contractual arrangements: general information", [
    col("c0010", "Contractual arrangement reference number", "identifier", true, true),
    col("c0020", "Type of contractual arrangement", { list: "arrangementType" }),
    col("c0030", "Overarching contractual arrangement reference number", "identifier", false),
    col("c0040", "Currency of the annual expense", "currency"),
    col("c0050", "Annual expense or estimated cost", "monetary"),
  ]),
  "B_02.02": t("B_02.02", "Contractual arrangements: specific information", [
    col("c0010", "Contractual arrangement reference number", "identifier", true, true),
    col("c0020", "LEI of the entity making use of the ICT services", "lei", true, true),
    col("c0030", "Identification code of the ICT third-party service provider", "identifier", true, true),
    col("c0040", "Type of code to identify the provider", { list: "codeType" }),
    col("c0050", "Function identifier", "identifier", true, true),
    col("c0060", "Type of ICT services", { list: "ictServiceType" }, true, true),
    col("c0070", "Start date of the contractual arrangement", "date"),
    col("c0080", "End date of the contractual arrangement", "date"),
    col("c0090", "Reason of the termination or ending", { list: "terminationReason" }, false),
    col("c0100", "Notice period for the financial entity (days)", "integer", false),
    col("c0110", "Notice period for the provider (days)", "integer", false),
    col("c0120", "Country of the governing law", "country", false),
    col("c0130", "Country of provision of the ICT services", "country", false, true),
    col("c0140", "Storage of data", { list: "yesNo" }, false),
    col("c0150", "Location of the data at rest", "country", false, true),
    col("c0160", "Location of management of the data", "country", false, true),
    col("c0170", "Sensitiveness of the data stored", { list: "sensitiveness" }, false),
    col("c0180", "Level of reliance on the ICT service", { list: "reliance" }, false),
  ]),
  "B_02.03": t("B_02.03", "Intra-group contractual arrangements", [
    col("c0010", "Contractual arrangement reference number", "identifier", true, true),
    col("c0020", "Linked contractual arrangement reference number", "identifier", true, true),
    col("c0030", "Link", "boolean"),
  ]),
  "B_03.01": t("B_03.01", "Entities signing the contractual arrangements for receiving ICT services", [
    col("c0010", "Contractual arrangement reference number", "identifier", true, true),
    col("c0020", "LEI of the entity signing the contractual arrangement", "lei", true, true),
    col("c0030", "Link", "boolean"),
  ]),
  "B_03.02": t("B_03.02", "ICT third-party service providers signing the contractual arrangements", [
    col("c0010", "Contractual arrangement reference number", "identifier", true, true),
    col("c0020", "Identification code of the ICT third-party service provider", "identifier", true, true),
    col("c0030", "Type of code to identify the provider", { list: "codeType" }),
  ]),
  "B_03.03": t("B_03.03", "Entities signing the contractual arrangements for providing ICT services within the group", [
    col("c0010", "Contractual arrangement reference number", "identifier", true, true),
    col("c0020", "LEI of the entity providing ICT services", "lei", true, true),
    col("c0031", "Link", "boolean"),
  ]),
  "B_04.01": t("B_04.01", "Entities making use of the ICT services", [
    col("c0010", "Contractual arrangement reference number", "identifier", true, true),
    col("c0020", "LEI of the entity making use of the ICT services", "lei", true, true),
    col("c0030", "Nature of the entity", { list: "entityNature" }),
    col("c0040", "Identification code of the branch", "identifier", false, true),
  ]),
  "B_05.01": t("B_05.01", "ICT third-party service providers", [
    col("c0010", "Identification code of the ICT third-party service provider", "identifier", true, true),
    col("c0020", "Type of code to identify the provider", { list: "codeType" }, true, true),
    col("c0030", "Additional identification code", "identifier", false),
    col("c0040", "Type of additional identification code", { list: "codeType" }, false),
    col("c0050", "Legal name of the provider", "text"),
    col("c0060", "Name of the provider in Latin alphabet", "text", false),
    col("c0070", "Type of person", { list: "personType" }),
    col("c0080", "Country of the provider's headquarters", "country"),
    col("c0090", "Currency of the total annual expense", "currency"),
    col("c0100", "Total annual expense or estimated cost", "monetary"),
    col("c0110", "Identification code of the ultimate parent undertaking", "identifier"),
    col("c0120", "Type of code to identify the ultimate parent undertaking", { list: "codeType" }),
  ]),
  "B_05.02": t("B_05.02", "ICT service supply chains", [
    col("c0010", "Contractual arrangement reference number", "identifier", true, true),
    col("c0020", "Type of ICT services", { list: "ictServiceType" }, true, true),
    col("c0030", "Identification code of the ICT third-party service provider", "identifier", true, true),
    col("c0040", "Type of code to identify the provider", { list: "codeType" }),
    col("c0050", "Rank", "integer", true, true),
    col("c0060", "Identification code of the recipient of sub-contracted ICT services", "identifier", true, true),
    col("c0070", "Type of code to identify the recipient", { list: "codeType" }),
  ]),
  "B_06.01": t("B_06.01", "Functions identification", [
    col("c0010", "Function identifier", "identifier", true, true),
    col("c0020", "Licensed activity", { list: "licensedActivity" }),
    col("c0030", "Function name", "text"),
    col("c0040", "LEI of the financial entity", "lei", true, true),
    col("c0050", "Criticality or importance assessment", { list: "criticality" }),
    col("c0060", "Reasons for criticality or importance", "text", false),
    col("c0070", "Date of the last assessment of criticality or importance", "date"),
    col("c0080", "Recovery time objective of the function (hours)", "integer", false),
    col("c0090", "Recovery point objective of the function (hours)", "integer", false),
    col("c0100", "Impact of discontinuing the function", { list: "impact" }),
  ]),
  "B_07.01": t("B_07.01", "Assessment of the ICT services", [
    col("c0010", "Contractual arrangement reference number", "identifier", true, true),
    col("c0020", "Identification code of the ICT third-party service provider", "identifier", true, true),
    col("c0030", "Type of code to identify the provider", { list: "codeType" }),
    col("c0040", "Type of ICT services", { list: "ictServiceType" }, true, true),
    col("c0050", "Substitutability of the provider", { list: "substitutability" }),
    col("c0060", "Reason if not or difficult to substitute", { list: "nonSubstitutabilityReason" }, false),
    col("c0070", "Date of the last audit on the provider", "date", false),
    col("c0080", "Existence of an exit plan", { list: "yesNo" }),
    col("c0090", "Possibility of reintegration of the contracted ICT service", { list: "reintegration" }, false),
    col("c0100", "Impact of discontinuing the ICT services", { list: "impact" }),
    col("c0110", "Alternative providers identified", { list: "yesNo" }),
    col("c0120", "Identification of alternative providers", "text", false),
  ]),
  // Counts of the closed-list values the entity used, by column (the reference implementation's reading of the
  // EBA's DPM 4.0 layout for B_99.01).
  "B_99.01": t("B_99.01", "Definitions from entities making use of the ICT services", [
    col("c0010", "Arrangements: standalone", "integer"),
    col("c0020", "Arrangements: overarching", "integer"),
    col("c0030", "Arrangements: subsequent or associated", "integer"),
    col("c0040", "Data sensitiveness: low", "integer"),
    col("c0050", "Data sensitiveness: medium", "integer"),
    col("c0060", "Data sensitiveness: high", "integer"),
    col("c0070", "Impact of discontinuing functions: low", "integer"),
    col("c0080", "Impact of discontinuing functions: medium", "integer"),
    col("c0090", "Impact of discontinuing functions: high", "integer"),
    col("c0100", "Substitutability: not substitutable", "integer"),
    col("c0110", "Substitutability: highly complex", "integer"),
    col("c0120", "Substitutability: medium complexity", "integer"),
    col("c0130", "Substitutability: easily substitutable", "integer"),
    col("c0140", "Reintegration: easy", "integer"),
    col("c0150", "Reintegration: difficult", "integer"),
    col("c0160", "Reintegration: highly complex", "integer"),
    col("c0170", "Impact of discontinuing ICT services: low", "integer"),
    col("c0180", "Impact of discontinuing ICT services: medium", "integer"),
    col("c0190", "Impact of discontinuing ICT services: high", "integer"),
  ]),
};

/** The file a template is written to inside the package's reports/ folder: lower case (FilingIndicators upper). */
export const templateFileName = (id: TemplateId) => `${id.toLowerCase()}.csv`;

/**
 * The reference date a register is prepared for on `today` ("YYYY-MM-DD"): the 31 December whose register is filed
 * next. Registers are filed in the spring for the year before, so until 30 June that is last year's; from 1 July the
 * bank is preparing this year's ("2026-03-15" → "2025-12-31"; "2026-11-29" → "2026-12-31").
 */
export function defaultReferenceDate(today: string): string {
  const year = Number(today.slice(0, 4));
  return today.slice(5) < "07-01" ? `${year - 1}-12-31` : `${year}-12-31`;
}

/** The taxonomy module the package's report.json extends. */
export const DORA_MODULE_URL = "http://www.eba.europa.eu/eu/fr/xbrl/crr/fws/dora/4.0/mod/dora.json";
