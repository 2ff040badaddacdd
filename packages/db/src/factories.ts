// Factories shared by the seed and by tests: one way to make a user, a vendor or an invoice, whoever asks.
import { createHash, randomUUID } from "node:crypto";
import type { Invoice, Prisma, User, Vendor } from "./generated/prisma/client.js";
import { hashPassword } from "./password.js";
import { ROLES, type Role } from "./roles.js";
import { DEFAULT_ONBOARDING_CHECKLIST, leiCheckDigits } from "./vendors.js";

/** The password of every demo account (and the default of `createUser`). Shown on the sign-in page of demos. */
export const DEMO_PASSWORD = "Demo-Password-2026!";

export const DEMO_EMAIL_DOMAIN = "demo.tprm.example";

/** "Business User" → "business.user@demo.tprm.example", "IT Security" → "it.security@demo.tprm.example". */
export function demoEmailFor(role: string): string {
  const local = role
    .toLowerCase()
    .replace(/[^a-z]+/g, ".")
    .replace(/^\.+|\.+$/g, "");
  return `${local}@${DEMO_EMAIL_DOMAIN}`;
}

/** Anything with a `user` delegate: a PrismaClient or the client of an interactive transaction. */
export type UserDb = Pick<Prisma.TransactionClient, "user">;

export type CreateUserOverrides = Partial<Prisma.UserUncheckedCreateInput> & {
  /** Clear-text password to hash; DEMO_PASSWORD when neither this nor passwordHash is given. */
  password?: string;
};

let demoPasswordHash: Promise<string> | undefined;

/** The DEMO_PASSWORD hash, computed once per process (argon2id is slow on purpose). */
function hashOf(password: string | undefined): Promise<string> {
  if (password === undefined || password === DEMO_PASSWORD) {
    demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
    return demoPasswordHash;
  }
  return hashPassword(password);
}

/**
 * Creates an active user with a hashed password. Every field can be overridden; the e-mail defaults to a unique
 * address, the role to none (pass `role`), the password to DEMO_PASSWORD.
 */
export async function createUser(db: UserDb, overrides: CreateUserOverrides = {}): Promise<User> {
  const { password, ...fields } = overrides;
  const passwordHash = fields.passwordHash ?? (await hashOf(password));
  return db.user.create({
    data: {
      email: `user-${randomUUID()}@test.tprm.example`,
      firstName: "Test",
      lastName: "User",
      status: "active",
      lastPasswordChange: new Date(),
      ...fields,
      passwordHash,
    },
  });
}

export interface DemoProfile {
  firstName: string;
  lastName: string;
  jobTitle: string;
  department: string;
  organization: string;
  location: string;
}

const BANK = "Northbridge Bank plc";

/** One person per role; a Record over Role so a new role cannot be left without a demo account. */
export const DEMO_PROFILES: Record<Role, DemoProfile> = {
  Admin: {
    firstName: "Alex",
    lastName: "Morgan",
    jobTitle: "Platform Administrator",
    department: "IT Operations",
    organization: BANK,
    location: "London",
  },
  "Business User": {
    firstName: "Jordan",
    lastName: "Ellis",
    jobTitle: "Business Analyst",
    department: "Retail Banking Operations",
    organization: BANK,
    location: "Manchester",
  },
  "Risk Manager": {
    firstName: "Priya",
    lastName: "Natarajan",
    jobTitle: "Head of Third-Party Risk",
    department: "Enterprise Risk Management",
    organization: BANK,
    location: "London",
  },
  Compliance: {
    firstName: "Samuel",
    lastName: "Okafor",
    jobTitle: "Compliance Analyst",
    department: "Compliance",
    organization: BANK,
    location: "London",
  },
  "Compliance Officer": {
    firstName: "Claire",
    lastName: "Dubois",
    jobTitle: "Chief Compliance Officer",
    department: "Compliance",
    organization: BANK,
    location: "London",
  },
  Finance: {
    firstName: "Daniel",
    lastName: "Kim",
    jobTitle: "Financial Analyst",
    department: "Finance",
    organization: BANK,
    location: "Edinburgh",
  },
  "Finance Manager": {
    firstName: "Isabel",
    lastName: "Ferreira",
    jobTitle: "Finance Manager, Supplier Costs",
    department: "Finance",
    organization: BANK,
    location: "Edinburgh",
  },
  Legal: {
    firstName: "Thomas",
    lastName: "Becker",
    jobTitle: "Legal Associate, Commercial Contracts",
    department: "Legal",
    organization: BANK,
    location: "London",
  },
  "Legal Counsel": {
    firstName: "Amelia",
    lastName: "Hughes",
    jobTitle: "General Counsel",
    department: "Legal",
    organization: BANK,
    location: "London",
  },
  "IT Security": {
    firstName: "Marcus",
    lastName: "Lindqvist",
    jobTitle: "Chief Information Security Officer",
    department: "Information Security",
    organization: BANK,
    location: "Leeds",
  },
  Procurement: {
    firstName: "Elena",
    lastName: "Rossi",
    jobTitle: "Senior Procurement Specialist",
    department: "Procurement",
    organization: BANK,
    location: "Birmingham",
  },
  "Vendor Manager": {
    firstName: "Oliver",
    lastName: "Grant",
    jobTitle: "Vendor Relationship Manager",
    department: "Vendor Management Office",
    organization: BANK,
    location: "Birmingham",
  },
  Executive: {
    firstName: "Catherine",
    lastName: "Walsh",
    jobTitle: "Chief Operating Officer",
    department: "Executive Office",
    organization: BANK,
    location: "London",
  },
  "Board Member": {
    firstName: "Richard",
    lastName: "Osei",
    jobTitle: "Independent Non-Executive Director, Chair of the Risk Committee",
    department: "Board of Directors",
    organization: BANK,
    location: "London",
  },
  "Internal Auditor": {
    firstName: "Hannah",
    lastName: "Novak",
    jobTitle: "Senior Internal Auditor",
    department: "Internal Audit",
    organization: BANK,
    location: "Leeds",
  },
  "External Auditor": {
    firstName: "Lucas",
    lastName: "Meyer",
    jobTitle: "Audit Partner",
    department: "Financial Services Audit",
    organization: "Meyer & Hart LLP",
    location: "London",
  },
  "Regulatory Body": {
    firstName: "Sophie",
    lastName: "Laurent",
    jobTitle: "Supervisory Examiner, Outsourcing and ICT Risk",
    department: "Banking Supervision",
    organization: "Prudential Supervision Authority",
    location: "London",
  },
};

export interface DemoAccount {
  role: Role;
  email: string;
  user: User;
}

/**
 * One active user per role, e-mail `demoEmailFor(role)`, password DEMO_PASSWORD. Idempotent: running it again
 * restores the demo accounts to that documented state (profile, role, password, unlocked, no second factor).
 */
export async function seedDemoUsers(db: UserDb): Promise<DemoAccount[]> {
  const passwordHash = await hashOf(DEMO_PASSWORD);
  const accounts: DemoAccount[] = [];
  for (const role of ROLES) {
    const email = demoEmailFor(role);
    const profile = DEMO_PROFILES[role];
    const state = {
      ...profile,
      role,
      status: "active" as const,
      passwordHash,
      lockedUntil: null,
      twoFactorEnabled: false,
      twoFactorSecret: null,
    };
    const user = await db.user.upsert({
      where: { email },
      create: { email, ...state, lastPasswordChange: new Date() },
      update: state,
    });
    accounts.push({ role, email, user });
  }
  return accounts;
}

// ---------------------------------------------------------------------------------------------------------------
// Vendors, invoices and the vendor-management demo data.

/** Anything with the delegates of the vendor models: a PrismaClient or a transaction client. */
export type VendorDb = Pick<
  Prisma.TransactionClient,
  | "user"
  | "vendor"
  | "vendorOnboardingTask"
  | "vendorReview"
  | "vendorOffboarding"
  | "kpiBreach"
  | "invoice"
  | "auditLog"
>;

export type CreateVendorOverrides = Partial<Prisma.VendorUncheckedCreateInput> & {
  /** Onboarding checklist items already done (of DEFAULT_ONBOARDING_CHECKLIST); default none. Pass "all" for all. */
  checklistDone?: number | "all";
  /** Make no checklist at all. */
  withoutChecklist?: boolean;
};

/** A vendor with the default onboarding checklist; every field can be overridden. */
export async function createVendor(db: VendorDb, overrides: CreateVendorOverrides = {}): Promise<Vendor> {
  const { checklistDone = 0, withoutChecklist = false, ...fields } = overrides;
  const done = checklistDone === "all" ? DEFAULT_ONBOARDING_CHECKLIST.length : checklistDone;
  return db.vendor.create({
    data: {
      name: `Vendor ${randomUUID().slice(0, 8)}`,
      ...fields,
      ...(withoutChecklist
        ? {}
        : {
            onboardingTasks: {
              create: DEFAULT_ONBOARDING_CHECKLIST.map((title, position) => ({
                title,
                position,
                completedAt: position < done ? new Date() : null,
              })),
            },
          }),
    },
  });
}

/** An invoice of `vendorId`: pending, 1,000.00, issued today and due in 30 days unless told otherwise. */
export async function createInvoice(
  db: VendorDb,
  fields: Partial<Prisma.InvoiceUncheckedCreateInput> & { vendorId: string },
): Promise<Invoice> {
  const today = utcDay(new Date());
  return db.invoice.create({
    data: {
      number: `INV-${randomUUID().slice(0, 8).toUpperCase()}`,
      amount: "1000.00",
      currency: "USD",
      issueDate: today,
      dueDate: addDays(today, 30),
      ...fields,
    },
  });
}

const DAY = 86_400_000;
function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

/** A stable uuid (RFC 4122 variant, version 5 layout) for a demo record, so the seed can run again. */
export function demoId(kind: string, key: string): string {
  const hex = createHash("sha1").update(`tprm-demo:${kind}:${key}`).digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A valid LEI for a demo vendor: a real-looking LOU prefix, "00", 12 characters from the name, check digits. */
export function demoLei(prefix: string, name: string): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const digest = createHash("sha256").update(`lei:${name}`).digest();
  let entity = "";
  for (let i = 0; i < 12; i += 1) entity += alphabet[digest[i]! % alphabet.length];
  const base = `${prefix}00${entity}`;
  return base + leiCheckDigits(base);
}

/** Deterministic pseudo-random numbers (mulberry32) for the demo data: same seed, same data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Level = "low" | "medium" | "high" | "critical";

interface DemoVendor {
  name: string;
  legalName: string;
  businessType: string;
  country: string;
  countryOfService?: string;
  contact: string;
  domain: string;
  phone: string;
  contractValue: number;
  currency?: string;
  services: string[];
  status: "onboarding" | "active" | "under_review" | "offboarding" | "offboarded";
  criticality: Level;
  louPrefix: string;
  registrationNumber: string;
  address: string;
  parent?: string;
  /** Onboarding vendors: checklist items done. */
  done?: number;
}

/** The demo register: a mid-sized European bank's third parties, across the lifecycle. None is a real company. */
export const DEMO_VENDORS: DemoVendor[] = [
  {
    name: "Stratus Harbour Cloud",
    legalName: "Stratus Harbour Cloud Ltd",
    businessType: "Cloud hosting (IaaS)",
    country: "GB",
    countryOfService: "IE",
    contact: "Fiona Marsh",
    domain: "stratusharbour.example",
    phone: "+44 20 7946 0101",
    contractValue: 4_800_000,
    services: ["Infrastructure as a service", "Managed Kubernetes", "Disaster recovery region"],
    status: "active",
    criticality: "critical",
    louPrefix: "2138",
    registrationNumber: "09876543",
    address: "12 Wharf Street, London E14 5AB",
    parent: "Stratus Harbour Group plc",
  },
  {
    name: "Meridian Datacentres",
    legalName: "Meridian Datacentres B.V.",
    businessType: "Colocation data centres",
    country: "NL",
    contact: "Joost van Ommen",
    domain: "meridian-dc.example",
    phone: "+31 20 555 0142",
    contractValue: 2_150_000,
    currency: "EUR",
    services: ["Colocation", "Remote hands", "Cross-connects"],
    status: "active",
    criticality: "high",
    louPrefix: "7245",
    registrationNumber: "KVK 71234567",
    address: "Schepenbergweg 40, 1105 AT Amsterdam",
  },
  {
    name: "Bluefjord Backup",
    legalName: "Bluefjord Backup AS",
    businessType: "Backup and disaster recovery",
    country: "NO",
    contact: "Ingrid Solberg",
    domain: "bluefjord.example",
    phone: "+47 22 55 01 77",
    contractValue: 640_000,
    services: ["Immutable backup", "Recovery testing"],
    status: "active",
    criticality: "high",
    louPrefix: "5967",
    registrationNumber: "NO 923 456 789",
    address: "Dronning Eufemias gate 16, 0191 Oslo",
  },
  {
    name: "Ledgerline Core Banking",
    legalName: "Ledgerline Core Banking Systems plc",
    businessType: "Core banking software",
    country: "GB",
    contact: "Graham Whitcombe",
    domain: "ledgerline.example",
    phone: "+44 20 7946 0188",
    contractValue: 9_500_000,
    services: ["Core banking platform licence", "Application management", "Release management"],
    status: "active",
    criticality: "critical",
    louPrefix: "2138",
    registrationNumber: "04567123",
    address: "1 Canada Square, London E14 5AB",
  },
  {
    name: "Kestrel Payments Technology",
    legalName: "Kestrel Payments Technology GmbH",
    businessType: "Payments hub software",
    country: "DE",
    contact: "Katrin Vogel",
    domain: "kestrel-payments.example",
    phone: "+49 69 555 0123",
    contractValue: 3_200_000,
    currency: "EUR",
    services: ["SEPA instant payments hub", "SWIFT gateway"],
    status: "under_review",
    criticality: "critical",
    louPrefix: "3912",
    registrationNumber: "HRB 112233",
    address: "Taunusanlage 8, 60329 Frankfurt am Main",
  },
  {
    name: "Cardinal Card Processing",
    legalName: "Cardinal Card Processing S.A.",
    businessType: "Card issuing and processing",
    country: "LU",
    contact: "Marc Weber",
    domain: "cardinal-cards.example",
    phone: "+352 26 55 0199",
    contractValue: 5_600_000,
    services: ["Debit card processing", "Tokenisation", "3-D Secure"],
    status: "active",
    criticality: "critical",
    louPrefix: "2221",
    registrationNumber: "B 204561",
    address: "15 Boulevard Royal, L-2449 Luxembourg",
  },
  {
    name: "Tessera Acquiring Services",
    legalName: "Tessera Acquiring Services Ltd",
    businessType: "Merchant acquiring",
    country: "IE",
    contact: "Aoife Brennan",
    domain: "tessera-acquiring.example",
    phone: "+353 1 555 0166",
    contractValue: 1_900_000,
    services: ["Merchant acquiring", "Chargeback handling"],
    status: "onboarding",
    criticality: "high",
    louPrefix: "6354",
    registrationNumber: "IE 654321",
    address: "2 Grand Canal Square, Dublin 2",
    done: 5,
  },
  {
    name: "Veritrace Identity Data",
    legalName: "Veritrace Identity Data Ltd",
    businessType: "KYC and identity verification",
    country: "GB",
    contact: "Nadia Rahman",
    domain: "veritrace.example",
    phone: "+44 161 555 0133",
    contractValue: 780_000,
    services: ["Document verification", "Liveness checks", "Address lookup"],
    status: "active",
    criticality: "high",
    louPrefix: "2138",
    registrationNumber: "11223344",
    address: "3 Hardman Street, Manchester M3 3HF",
  },
  {
    name: "Sentinel Watchlist Screening",
    legalName: "Sentinel Watchlist Screening Inc.",
    businessType: "Sanctions and PEP screening data",
    country: "US",
    countryOfService: "GB",
    contact: "Rachel Kowalski",
    domain: "sentinel-watchlist.example",
    phone: "+1 212 555 0147",
    contractValue: 450_000,
    services: ["Sanctions lists", "PEP data", "Adverse media"],
    status: "under_review",
    criticality: "high",
    louPrefix: "5493",
    registrationNumber: "DE-7781234",
    address: "200 Vesey Street, New York, NY 10281",
  },
  {
    name: "Ardent Registry Data",
    legalName: "Ardent Corporate Registry Data SAS",
    businessType: "Beneficial ownership data",
    country: "FR",
    contact: "Camille Lefèvre",
    domain: "ardent-registry.example",
    phone: "+33 1 55 55 01 10",
    contractValue: 260_000,
    currency: "EUR",
    services: ["UBO data", "Company registry extracts"],
    status: "onboarding",
    criticality: "medium",
    louPrefix: "9695",
    registrationNumber: "RCS Paris 812 345 678",
    address: "18 Rue de la Paix, 75002 Paris",
    done: 2,
  },
  {
    name: "Paywell Payroll Bureau",
    legalName: "Paywell Payroll Bureau Ltd",
    businessType: "Payroll outsourcing",
    country: "GB",
    contact: "Simon Ashworth",
    domain: "paywell.example",
    phone: "+44 113 555 0112",
    contractValue: 520_000,
    services: ["Payroll processing", "Pension auto-enrolment", "Payslips"],
    status: "active",
    criticality: "high",
    louPrefix: "2138",
    registrationNumber: "05566778",
    address: "Park Row House, Leeds LS1 5JL",
  },
  {
    name: "Harrowgate HR Cloud",
    legalName: "Harrowgate HR Cloud Ltd",
    businessType: "HR information system (SaaS)",
    country: "GB",
    contact: "Leah Chambers",
    domain: "harrowgate-hr.example",
    phone: "+44 1423 555 019",
    contractValue: 310_000,
    services: ["HRIS", "Absence management"],
    status: "active",
    criticality: "medium",
    louPrefix: "2138",
    registrationNumber: "08899001",
    address: "Victoria Avenue, Harrogate HG1 1EL",
  },
  {
    name: "Castlemere Facilities",
    legalName: "Castlemere Facilities Management Ltd",
    businessType: "Facilities management",
    country: "GB",
    contact: "Paul Dempsey",
    domain: "castlemere-fm.example",
    phone: "+44 121 555 0177",
    contractValue: 1_250_000,
    services: ["Building maintenance", "Security guarding", "Reception"],
    status: "active",
    criticality: "low",
    louPrefix: "2138",
    registrationNumber: "03344556",
    address: "Colmore Row, Birmingham B3 2BJ",
  },
  {
    name: "Brightway Secure Logistics",
    legalName: "Brightway Secure Logistics Ltd",
    businessType: "Cash in transit",
    country: "GB",
    contact: "Martin Hale",
    domain: "brightway-logistics.example",
    phone: "+44 20 7946 0155",
    contractValue: 2_400_000,
    services: ["Cash in transit", "ATM replenishment"],
    status: "active",
    criticality: "high",
    louPrefix: "2138",
    registrationNumber: "02233445",
    address: "Unit 4, Heathrow Cargo Centre, TW6 2JS",
  },
  {
    name: "Evergreen Office Cleaning",
    legalName: "Evergreen Office Cleaning Co. Ltd",
    businessType: "Cleaning services",
    country: "GB",
    contact: "Dawn Fletcher",
    domain: "evergreen-cleaning.example",
    phone: "+44 20 7946 0199",
    contractValue: 180_000,
    services: ["Office cleaning"],
    status: "offboarded",
    criticality: "low",
    louPrefix: "2138",
    registrationNumber: "06677889",
    address: "88 Borough High Street, London SE1 1LL",
  },
  {
    name: "Ashcombe & Pryce",
    legalName: "Ashcombe & Pryce LLP",
    businessType: "External legal counsel",
    country: "GB",
    contact: "Victoria Ashcombe",
    domain: "ashcombepryce.example",
    phone: "+44 20 7946 0122",
    contractValue: 900_000,
    services: ["Banking regulatory advice", "Contract review", "Litigation"],
    status: "active",
    criticality: "medium",
    louPrefix: "2138",
    registrationNumber: "OC301234",
    address: "40 Chancery Lane, London WC2A 1JA",
  },
  {
    name: "Keizer Voss Advocaten",
    legalName: "Keizer Voss Advocaten N.V.",
    businessType: "External legal counsel (EU)",
    country: "NL",
    contact: "Sanne Keizer",
    domain: "keizervoss.example",
    phone: "+31 20 555 0188",
    contractValue: 350_000,
    currency: "EUR",
    services: ["EU regulatory advice", "DORA readiness"],
    status: "active",
    criticality: "medium",
    louPrefix: "7245",
    registrationNumber: "KVK 34567890",
    address: "Zuidplein 100, 1077 XV Amsterdam",
  },
  {
    name: "Quillon Market Data",
    legalName: "Quillon Market Data Ltd",
    businessType: "Market data feeds",
    country: "GB",
    contact: "Arjun Mehta",
    domain: "quillon.example",
    phone: "+44 20 7946 0166",
    contractValue: 1_650_000,
    services: ["Real-time equity prices", "FX rates", "Reference data"],
    status: "active",
    criticality: "high",
    louPrefix: "2138",
    registrationNumber: "07788990",
    address: "25 Old Broad Street, London EC2N 1HQ",
  },
  {
    name: "Tideline Pricing Services",
    legalName: "Tideline Pricing Services Inc.",
    businessType: "Evaluated pricing",
    country: "US",
    contact: "Megan Doyle",
    domain: "tideline-pricing.example",
    phone: "+1 617 555 0139",
    contractValue: 720_000,
    services: ["Fixed income evaluated pricing"],
    status: "active",
    criticality: "medium",
    louPrefix: "5493",
    registrationNumber: "MA-001234567",
    address: "100 Federal Street, Boston, MA 02110",
  },
  {
    name: "Ostara Index Analytics",
    legalName: "Ostara Index Analytics GmbH",
    businessType: "Index data",
    country: "DE",
    contact: "Lukas Brandt",
    domain: "ostara-index.example",
    phone: "+49 89 555 0161",
    contractValue: 210_000,
    currency: "EUR",
    services: ["ESG index data"],
    status: "onboarding",
    criticality: "medium",
    louPrefix: "3912",
    registrationNumber: "HRB 224466",
    address: "Maximilianstraße 35, 80539 München",
    done: 0,
  },
  {
    name: "Halcyon Managed Security",
    legalName: "Halcyon Managed Security Services Ltd",
    businessType: "Security operations centre (MDR)",
    country: "GB",
    contact: "Owen Pritchard",
    domain: "halcyon-mss.example",
    phone: "+44 29 2055 0144",
    contractValue: 1_450_000,
    services: ["24/7 SOC", "Managed detection and response", "Incident response retainer"],
    status: "active",
    criticality: "critical",
    louPrefix: "2138",
    registrationNumber: "10203040",
    address: "Callaghan Square, Cardiff CF10 5BT",
  },
  {
    name: "Pellucid Penetration Testing",
    legalName: "Pellucid Penetration Testing Ltd",
    businessType: "Penetration testing",
    country: "GB",
    contact: "Hugo Barnes",
    domain: "pellucid-security.example",
    phone: "+44 1223 555 016",
    contractValue: 160_000,
    services: ["Annual penetration test", "Red team exercise"],
    status: "active",
    criticality: "medium",
    louPrefix: "2138",
    registrationNumber: "12345670",
    address: "Station Road, Cambridge CB1 2JH",
  },
  {
    name: "Corvid Print & Mail",
    legalName: "Corvid Print & Mail Services Ltd",
    businessType: "Statement printing and mailing",
    country: "GB",
    contact: "Janet Oakes",
    domain: "corvid-print.example",
    phone: "+44 1604 555 012",
    contractValue: 430_000,
    services: ["Statement printing", "Hybrid mail"],
    status: "under_review",
    criticality: "medium",
    louPrefix: "2138",
    registrationNumber: "01987654",
    address: "Brackmills Industrial Estate, Northampton NN4 7PB",
  },
  {
    name: "Lumiere Contact Centre",
    legalName: "Lumiere Contact Centre Solutions Sp. z o.o.",
    businessType: "Contact centre outsourcing",
    country: "PL",
    contact: "Agnieszka Nowak",
    domain: "lumiere-cc.example",
    phone: "+48 22 555 01 23",
    contractValue: 2_800_000,
    currency: "EUR",
    services: ["Customer contact centre", "Complaints handling"],
    status: "active",
    criticality: "high",
    louPrefix: "2594",
    registrationNumber: "KRS 0000654321",
    address: "ul. Prosta 20, 00-850 Warszawa",
  },
  {
    name: "Saffron Software Engineering",
    legalName: "Saffron Software Engineering Pvt Ltd",
    businessType: "Offshore software development",
    country: "IN",
    contact: "Ravi Iyer",
    domain: "saffron-se.example",
    phone: "+91 80 5550 1234",
    contractValue: 3_100_000,
    services: ["Application development", "Testing services"],
    status: "active",
    criticality: "high",
    louPrefix: "3358",
    registrationNumber: "U72200KA2009PTC012345",
    address: "Outer Ring Road, Bengaluru 560103",
  },
  {
    name: "Arcadia Debt Recovery",
    legalName: "Arcadia Debt Recovery Ltd",
    businessType: "Collections and recoveries",
    country: "GB",
    contact: "Neil Garside",
    domain: "arcadia-recovery.example",
    phone: "+44 161 555 0199",
    contractValue: 600_000,
    services: ["Early arrears collections", "Debt recovery"],
    status: "offboarding",
    criticality: "medium",
    louPrefix: "2138",
    registrationNumber: "04455667",
    address: "Spinningfields, Manchester M3 3AP",
  },
  {
    name: "Greyfriars Document Archiving",
    legalName: "Greyfriars Document Archiving Ltd",
    businessType: "Records management",
    country: "GB",
    contact: "Moira Fraser",
    domain: "greyfriars-archiving.example",
    phone: "+44 131 555 0110",
    contractValue: 140_000,
    services: ["Off-site archiving", "Secure shredding"],
    status: "active",
    criticality: "low",
    louPrefix: "2138",
    registrationNumber: "SC456789",
    address: "Candlemaker Row, Edinburgh EH1 2QE",
  },
  {
    name: "Pinecrest Telecom Networks",
    legalName: "Pinecrest Telecom Networks Ltd",
    businessType: "Wide area network and telephony",
    country: "GB",
    contact: "Gareth Lloyd",
    domain: "pinecrest-telecom.example",
    phone: "+44 117 555 0155",
    contractValue: 1_100_000,
    services: ["SD-WAN", "Branch connectivity", "SIP telephony"],
    status: "active",
    criticality: "high",
    louPrefix: "2138",
    registrationNumber: "03579135",
    address: "Temple Quay, Bristol BS1 6DZ",
  },
  {
    name: "Orbitale Mobile Banking",
    legalName: "Orbitale Mobile Banking Apps S.r.l.",
    businessType: "Mobile app development",
    country: "IT",
    contact: "Giulia Conti",
    domain: "orbitale-apps.example",
    phone: "+39 02 5550 1177",
    contractValue: 880_000,
    currency: "EUR",
    services: ["Mobile banking app", "App store releases"],
    status: "onboarding",
    criticality: "high",
    louPrefix: "8156",
    registrationNumber: "MI-2345678",
    address: "Via Tortona 31, 20144 Milano",
    done: 6,
  },
  {
    name: "Beacon Credit Reference",
    legalName: "Beacon Credit Reference Data Ltd",
    businessType: "Credit bureau data",
    country: "GB",
    contact: "Sarah Quinn",
    domain: "beacon-credit.example",
    phone: "+44 115 555 0132",
    contractValue: 990_000,
    services: ["Credit reports", "Affordability data"],
    status: "active",
    criticality: "high",
    louPrefix: "2138",
    registrationNumber: "02468024",
    address: "Talbot Street, Nottingham NG1 5GG",
  },
  {
    name: "Wrenfield Actuarial",
    legalName: "Wrenfield Actuarial Consulting LLP",
    businessType: "Actuarial consulting",
    country: "GB",
    contact: "Edward Wrenfield",
    domain: "wrenfield.example",
    phone: "+44 20 7946 0133",
    contractValue: 240_000,
    services: ["IFRS 9 model validation", "Stress testing support"],
    status: "active",
    criticality: "low",
    louPrefix: "2138",
    registrationNumber: "OC398765",
    address: "10 Lime Street, London EC3M 7AA",
  },
  {
    name: "Marlowe Treasury Systems",
    legalName: "Marlowe Treasury Systems Ltd",
    businessType: "Treasury management system",
    country: "GB",
    contact: "Imogen Marlowe",
    domain: "marlowe-treasury.example",
    phone: "+44 20 7946 0177",
    contractValue: 1_300_000,
    services: ["Treasury management system", "Liquidity reporting"],
    status: "under_review",
    criticality: "high",
    louPrefix: "2138",
    registrationNumber: "06543210",
    address: "30 Gresham Street, London EC2V 7PG",
  },
  {
    name: "Solenne Cloud Email",
    legalName: "Solenne Cloud Email S.A.S.",
    businessType: "Email and collaboration (SaaS)",
    country: "FR",
    contact: "Julien Moreau",
    domain: "solenne-mail.example",
    phone: "+33 4 55 55 01 44",
    contractValue: 560_000,
    currency: "EUR",
    services: ["Email", "Calendar", "Secure file sharing"],
    status: "active",
    criticality: "medium",
    louPrefix: "9695",
    registrationNumber: "RCS Lyon 823 456 789",
    address: "Quai Perrache 12, 69002 Lyon",
  },
  {
    name: "Ironbridge Fraud Analytics",
    legalName: "Ironbridge Fraud Analytics Ltd",
    businessType: "Fraud detection",
    country: "GB",
    contact: "Tom Hadley",
    domain: "ironbridge-fraud.example",
    phone: "+44 1952 555 014",
    contractValue: 1_750_000,
    services: ["Real-time transaction monitoring", "Mule account detection"],
    status: "onboarding",
    criticality: "critical",
    louPrefix: "2138",
    registrationNumber: "13579246",
    address: "Telford Central, Telford TF3 4NB",
    done: 7,
  },
  {
    name: "Fennick ATM Services",
    legalName: "Fennick ATM Services Ltd",
    businessType: "ATM maintenance",
    country: "GB",
    contact: "Craig Fennick",
    domain: "fennick-atm.example",
    phone: "+44 141 555 0166",
    contractValue: 1_020_000,
    services: ["ATM first and second line maintenance", "ATM software updates"],
    status: "active",
    criticality: "high",
    louPrefix: "2138",
    registrationNumber: "SC512345",
    address: "Buchanan Street, Glasgow G1 2FF",
  },
  {
    name: "Clearmark Regulatory Reporting",
    legalName: "Clearmark Regulatory Reporting B.V.",
    businessType: "Regulatory reporting software",
    country: "NL",
    contact: "Pieter de Wit",
    domain: "clearmark-regrep.example",
    phone: "+31 10 555 0133",
    contractValue: 670_000,
    currency: "EUR",
    services: ["COREP/FINREP reporting", "XBRL filing"],
    status: "under_review",
    criticality: "high",
    louPrefix: "7245",
    registrationNumber: "KVK 56789012",
    address: "Wilhelminakade 91, 3072 AP Rotterdam",
  },
  {
    name: "Tamsin Translation Services",
    legalName: "Tamsin Translation Services Ltd",
    businessType: "Translation",
    country: "GB",
    contact: "Tamsin Reeve",
    domain: "tamsin-translation.example",
    phone: "+44 1865 555 017",
    contractValue: 45_000,
    services: ["Document translation"],
    status: "onboarding",
    criticality: "low",
    louPrefix: "2138",
    registrationNumber: "14725836",
    address: "High Street, Oxford OX1 4AP",
    done: 3,
  },
  {
    name: "Rookwood Insurance Brokers",
    legalName: "Rookwood Insurance Brokers Ltd",
    businessType: "Insurance broking",
    country: "GB",
    contact: "Andrew Rookwood",
    domain: "rookwood-brokers.example",
    phone: "+44 20 7946 0144",
    contractValue: 95_000,
    services: ["Corporate insurance placement"],
    status: "active",
    criticality: "low",
    louPrefix: "2138",
    registrationNumber: "01472583",
    address: "Leadenhall Street, London EC3V 1LR",
  },
  {
    name: "Alder & Finch Recruitment",
    legalName: "Alder & Finch Recruitment Ltd",
    businessType: "Recruitment",
    country: "GB",
    contact: "Hannah Finch",
    domain: "alderfinch.example",
    phone: "+44 20 7946 0111",
    contractValue: 120_000,
    services: ["Contractor recruitment"],
    status: "onboarding",
    criticality: "low",
    louPrefix: "2138",
    registrationNumber: "15935748",
    address: "Southwark Street, London SE1 0SW",
    done: 1,
  },
  {
    name: "Glasshouse Data Warehouse",
    legalName: "Glasshouse Data Warehouse Inc.",
    businessType: "Analytics platform (SaaS)",
    country: "US",
    countryOfService: "IE",
    contact: "Kevin O'Rourke",
    domain: "glasshouse-data.example",
    phone: "+1 415 555 0182",
    contractValue: 1_380_000,
    services: ["Cloud data warehouse", "BI dashboards"],
    status: "under_review",
    criticality: "high",
    louPrefix: "5493",
    registrationNumber: "DE-6654321",
    address: "500 Howard Street, San Francisco, CA 94105",
  },
];

/**
 * Who takes part in a demo review besides its reviewer, the Vendor Manager: one of these roles' demo accounts,
 * or nobody when the Vendor Manager comes up.
 */
const CO_REVIEWER_ROLES: Role[] = ["Vendor Manager", "Risk Manager", "IT Security", "Compliance Officer"];
const REVIEW_TYPE_TEXT = { periodic: "Periodic Review", triggered: "Triggered Review", annual: "Annual Review" };
const demoName = (role: Role) => `${DEMO_PROFILES[role].firstName} ${DEMO_PROFILES[role].lastName}`;
const KPIS: { kpi: string; unit: string; threshold: number; breach: (r: () => number) => number }[] = [
  {
    kpi: "Service availability",
    unit: "%",
    threshold: 99.9,
    breach: (r) => Math.round((99.2 + r() * 0.6) * 100) / 100,
  },
  { kpi: "Incident response time", unit: "minutes", threshold: 30, breach: (r) => Math.round(45 + r() * 120) },
  {
    kpi: "Payment processing success rate",
    unit: "%",
    threshold: 99.5,
    breach: (r) => Math.round((97 + r() * 2) * 100) / 100,
  },
  { kpi: "Ticket resolution within SLA", unit: "%", threshold: 95, breach: (r) => Math.round(80 + r() * 12) },
  { kpi: "Data delivery latency", unit: "ms", threshold: 250, breach: (r) => Math.round(400 + r() * 900) },
];

export interface DemoVendorSummary {
  vendors: number;
  reviews: number;
  kpiBreaches: number;
  invoices: number;
  offboardings: number;
}

/**
 * About 40 vendors across the lifecycle with checklists, reviews, KPI breaches (some open), invoices (paid, pending,
 * overdue, one duplicate, one over contract value), two offboardings and the audit rows that feed the activity
 * lists. Idempotent and deterministic: fixed ids and a fixed-seed generator; dates are relative to today, so the
 * demo always has overdue invoices and upcoming reviews. Running it again restores the demo vendors to this state.
 */
export async function seedDemoVendors(db: VendorDb, now: Date = new Date()): Promise<DemoVendorSummary> {
  const today = utcDay(now);
  const rand = prng(20_261_121);
  const users = await db.user.findMany({
    where: {
      email: { in: ["Procurement", "Finance", "Finance Manager", ...CO_REVIEWER_ROLES].map(demoEmailFor) },
    },
    select: { id: true, email: true },
  });
  const userId = (role: string) => users.find((u) => u.email === demoEmailFor(role))?.id ?? null;
  const procurement = userId("Procurement");
  const vendorManager = userId("Vendor Manager");
  const finance = userId("Finance");
  // Payments are approved by the Finance Manager (who marks invoices paid).
  const financeManager = userId("Finance Manager");

  const ids = DEMO_VENDORS.map((v) => demoId("vendor", v.name));
  // Start from a clean slate for the demo vendors' records (never anyone else's).
  await db.invoice.deleteMany({ where: { vendorId: { in: ids } } });
  await db.kpiBreach.deleteMany({ where: { vendorId: { in: ids } } });
  await db.vendorReview.deleteMany({ where: { vendorId: { in: ids } } });
  await db.vendorOffboarding.deleteMany({ where: { vendorId: { in: ids } } });
  await db.vendorOnboardingTask.deleteMany({ where: { vendorId: { in: ids } } });

  const summary: DemoVendorSummary = { vendors: 0, reviews: 0, kpiBreaches: 0, invoices: 0, offboardings: 0 };
  const audits: Prisma.AuditLogCreateManyInput[] = [];
  const audit = (key: string, entry: Omit<Prisma.AuditLogCreateManyInput, "id">) =>
    audits.push({ id: demoId("audit", key), ...entry });

  for (const [index, demo] of DEMO_VENDORS.entries()) {
    const id = ids[index]!;
    // Older vendors first: onboarding started between ~4 years and ~1 month ago.
    const started = addDays(today, -Math.round(1450 - index * 33 - rand() * 20));
    const lifecycle = demo.status !== "onboarding";
    const activatedAt = lifecycle ? addDays(started, 35 + Math.round(rand() * 40)) : null;
    const state = {
      name: demo.name,
      legalName: demo.legalName,
      businessType: demo.businessType,
      country: demo.country,
      countryOfService: demo.countryOfService ?? demo.country,
      contactPerson: demo.contact,
      email: `${demo.contact.toLowerCase().replace(/[^a-z]+/g, ".")}@${demo.domain}`,
      phone: demo.phone,
      contractValue: demo.contractValue.toFixed(2),
      currency: demo.currency ?? "USD",
      servicesProvided: demo.services,
      status: demo.status,
      statusNote: null,
      criticality: demo.criticality,
      riskRating: null as Level | null,
      kpiBreachesCount: 0,
      lei: demoLei(demo.louPrefix, demo.legalName),
      registrationNumber: demo.registrationNumber,
      registeredAddress: demo.address,
      parentCompany: demo.parent ?? null,
      onboardingStartedAt: started,
      activatedAt,
      offboardingStartedAt: null as Date | null,
      offboardedAt: null as Date | null,
      lastReviewedAt: null as Date | null,
      nextReviewDate: null as Date | null,
      createdById: procurement,
      updatedById: procurement,
    };
    await db.vendor.upsert({ where: { id }, create: { id, ...state }, update: state });
    summary.vendors += 1;
    audit(`${id}:create`, {
      actorId: procurement,
      action: "CREATE",
      entityType: "Vendor",
      entityId: id,
      description: `Started onboarding of ${demo.name}`,
      createdAt: started,
    });

    // Onboarding checklist: complete for vendors past onboarding, partly done for the queue.
    const done = lifecycle ? DEFAULT_ONBOARDING_CHECKLIST.length : (demo.done ?? 0);
    await db.vendorOnboardingTask.createMany({
      data: DEFAULT_ONBOARDING_CHECKLIST.map((title, position) => ({
        id: demoId("task", `${id}:${position}`),
        vendorId: id,
        title,
        position,
        completedAt: position < done ? addDays(started, 3 + position * 4) : null,
        completedById: position < done ? vendorManager : null,
      })),
    });
    if (activatedAt) {
      audit(`${id}:activate`, {
        actorId: vendorManager,
        action: "UPDATE",
        entityType: "Vendor",
        entityId: id,
        description: `Updated ${demo.name}: status Onboarding → Active`,
        createdAt: activatedAt,
      });
    }
    if (!lifecycle) continue;

    // Reviews: yearly since activation; under-review vendors score lower, the latest one is recent.
    const weak = demo.status === "under_review";
    const reviewCount = 1 + Math.floor(rand() * 3);
    let latest: { overallRisk: Level; reviewedAt: Date; kpiBreaches: number } | null = null;
    for (let r = reviewCount - 1; r >= 0; r -= 1) {
      const reviewedAt = addDays(today, -(r * 365 + 20 + Math.round(rand() * 200)));
      if (activatedAt && reviewedAt < activatedAt) continue;
      const base = weak ? 4 : { low: 8, medium: 7, high: 6, critical: 6 }[demo.criticality];
      const score = () => Math.max(1, Math.min(10, base + Math.round(rand() * 3) - 1));
      const scores = {
        itScore: score(),
        operationalScore: score(),
        complianceScore: score(),
        financialScore: score(),
        gdprScore: score(),
      };
      const mean = Object.values(scores).reduce((a, b) => a + b, 0) / 5;
      const overallRisk: Level = mean < 5 ? "high" : mean < 7 ? "medium" : "low";
      const risk: Level = demo.criticality === "critical" && overallRisk === "high" ? "critical" : overallRisk;
      const kpiBreaches = weak ? 2 + Math.floor(rand() * 3) : Math.floor(rand() * 2);
      const reviewType = r === 0 && weak ? "triggered" : rand() < 0.5 ? "annual" : "periodic";
      // The reviewer is the Vendor Manager; one draw picks a co-reviewer (none when it is the reviewer again).
      const coRole = CO_REVIEWER_ROLES[Math.floor(rand() * CO_REVIEWER_ROLES.length)]!;
      const coReviewer = coRole === "Vendor Manager" ? null : { id: userId(coRole), name: demoName(coRole) };
      const byWhom = `${demoName("Vendor Manager")}${coReviewer?.id ? ` with ${coReviewer.name}` : ""}`;
      await db.vendorReview.create({
        data: {
          id: demoId("review", `${id}:${r}`),
          vendorId: id,
          reviewerId: vendorManager,
          reviewer: demoName("Vendor Manager"),
          ...(coReviewer?.id ? { coReviewers: { create: [{ userId: coReviewer.id, position: 0 }] } } : {}),
          reviewType,
          overallRisk: risk,
          ...scores,
          kpiBreaches,
          recommendations: weak
            ? "Agree a remediation plan with dated milestones; re-test the exit plan; escalate to the Outsourcing Committee if milestones slip."
            : "Relationship performing within appetite. Keep the annual on-site visit and refresh the exit plan.",
          reviewedAt,
          // Recorded when it happened (not when the seed ran), so a second run writes the same row.
          createdAt: reviewedAt,
          createdById: vendorManager,
        },
      });
      summary.reviews += 1;
      audit(`${id}:review:${r}`, {
        actorId: vendorManager,
        action: "REVIEW",
        entityType: "Vendor",
        entityId: id,
        description: `Reviewed ${demo.name}: risk ${risk[0]!.toUpperCase()}${risk.slice(1)} (${REVIEW_TYPE_TEXT[reviewType]} by ${byWhom})`,
        createdAt: reviewedAt,
      });
      latest = { overallRisk: risk, reviewedAt, kpiBreaches };
    }

    // KPI breaches: weak vendors and some critical ones; open ones are recent.
    const breachCount = weak ? 2 : demo.criticality === "critical" && rand() < 0.6 ? 1 : rand() < 0.15 ? 1 : 0;
    for (let b = 0; b < breachCount; b += 1) {
      const kpi = KPIS[Math.floor(rand() * KPIS.length)]!;
      const occurredAt = addDays(today, -Math.round(5 + rand() * 150));
      const open = weak ? b === 0 : rand() < 0.4;
      const severity: Level = weak ? (b === 0 ? "high" : "medium") : demo.criticality === "critical" ? "high" : "low";
      await db.kpiBreach.create({
        data: {
          id: demoId("breach", `${id}:${b}`),
          vendorId: id,
          kpi: kpi.kpi,
          threshold: kpi.threshold.toString(),
          actual: kpi.breach(rand).toString(),
          unit: kpi.unit,
          severity,
          occurredAt,
          resolvedAt: open ? null : addDays(occurredAt, 3 + Math.round(rand() * 10)),
          notes: open
            ? "Service credit claimed; remediation plan requested."
            : "Root cause fixed; service credit received.",
          createdAt: occurredAt,
          createdById: vendorManager,
        },
      });
      summary.kpiBreaches += 1;
      audit(`${id}:breach:${b}`, {
        actorId: vendorManager,
        action: "CREATE",
        entityType: "Vendor",
        entityId: id,
        description: `Recorded a ${severity} KPI breach for ${demo.name}: ${kpi.kpi}`,
        createdAt: occurredAt,
      });
    }

    // Invoices: quarterly in arrears; the latest may be pending or (for some) overdue.
    const quarterly = Math.round((demo.contractValue / 12) * 100) / 100;
    const invoiceCount = demo.status === "offboarded" ? 2 : 3 + Math.floor(rand() * 2);
    const code = demo.name.replace(/[^A-Z]/g, "").slice(0, 3);
    for (let n = 0; n < invoiceCount; n += 1) {
      const age = (invoiceCount - 1 - n) * 91 + (demo.status === "offboarded" ? 200 : 0);
      const last = n === invoiceCount - 1;
      // Every sixth vendor leaves its latest invoice unpaid past its due date (issued 30 days before it fell due).
      const overdue = last && index % 6 === 1;
      const overdueSince = addDays(today, -(5 + (index % 20)));
      const issueDate = overdue ? addDays(overdueSince, -30) : addDays(today, -(age + 10 + (index % 7)));
      const dueDate = overdue ? overdueSince : addDays(issueDate, 30);
      const paid = !last || (!overdue && dueDate < today && index % 3 !== 0);
      const number = `${code}-${issueDate.getUTCFullYear()}-${String(1001 + n + index * 10)}`;
      await db.invoice.create({
        data: {
          id: demoId("invoice", `${id}:${n}`),
          vendorId: id,
          number,
          amount: (quarterly * (0.95 + rand() * 0.1)).toFixed(2),
          currency: demo.currency ?? "USD",
          issueDate,
          dueDate: overdue || paid || dueDate >= today ? dueDate : addDays(today, 14),
          status: paid ? "paid" : "pending",
          paidAt: paid ? addDays(issueDate, 18 + Math.round(rand() * 20)) : null,
          paidById: paid ? financeManager : null,
          description: `${demo.services[0]} — quarterly fees`,
          createdAt: issueDate,
          createdById: finance,
        },
      });
      summary.invoices += 1;
    }

    // Vendor-level fields that follow from the history above.
    const vendorUpdate: Prisma.VendorUncheckedUpdateInput = {
      riskRating: latest?.overallRisk ?? null,
      kpiBreachesCount: breachCount, // the breaches recorded for it, as the server keeps it
      lastReviewedAt: latest?.reviewedAt ?? null,
      nextReviewDate: latest ? addDays(latest.reviewedAt, 365) : null,
    };

    if (demo.status === "offboarding" || demo.status === "offboarded") {
      const requestedAt = addDays(today, demo.status === "offboarding" ? -21 : -160);
      const completedAt = demo.status === "offboarded" ? addDays(requestedAt, 45) : null;
      await db.vendorOffboarding.create({
        data: {
          id: demoId("offboarding", id),
          vendorId: id,
          reason:
            demo.status === "offboarding"
              ? "Collections brought in-house after the 2026 operating model review; contract not renewed."
              : "Consolidated cleaning into the facilities management contract with Castlemere.",
          requester: demoName("Vendor Manager"),
          state: completedAt ? "completed" : "open",
          requestedAt,
          completedAt,
          completionNotes: completedAt
            ? "Access revoked, keys returned, data deletion certificate received, final invoice paid."
            : null,
          requestedById: vendorManager,
          completedById: completedAt ? vendorManager : null,
        },
      });
      summary.offboardings += 1;
      vendorUpdate.offboardingStartedAt = requestedAt;
      vendorUpdate.offboardedAt = completedAt;
      audit(`${id}:offboarding`, {
        actorId: vendorManager,
        action: "UPDATE",
        entityType: "Vendor",
        entityId: id,
        description: `Started offboarding of ${demo.name} (requested by ${demoName("Vendor Manager")})`,
        createdAt: requestedAt,
      });
      if (completedAt) {
        audit(`${id}:offboarded`, {
          actorId: vendorManager,
          action: "UPDATE",
          entityType: "Vendor",
          entityId: id,
          description: `Completed offboarding of ${demo.name}`,
          createdAt: completedAt,
        });
      }
    }
    await db.vendor.update({ where: { id }, data: vendorUpdate });
  }

  // Two invoice exceptions on purpose: a duplicate (same vendor, same number) and one above the contract value.
  const dupVendor = ids[DEMO_VENDORS.findIndex((v) => v.name === "Castlemere Facilities")]!;
  const original = await db.invoice.findFirst({ where: { vendorId: dupVendor }, orderBy: { issueDate: "desc" } });
  if (original) {
    await db.invoice.create({
      data: {
        id: demoId("invoice", `${dupVendor}:duplicate`),
        vendorId: dupVendor,
        number: original.number,
        amount: original.amount,
        currency: original.currency,
        issueDate: addDays(original.issueDate, 2),
        dueDate: addDays(original.dueDate, 2),
        status: "pending",
        description: "Resubmitted by the supplier's accounts team",
        createdAt: addDays(original.issueDate, 2),
        createdById: finance,
      },
    });
    summary.invoices += 1;
  }
  const overVendorIndex = DEMO_VENDORS.findIndex((v) => v.name === "Pellucid Penetration Testing");
  await db.invoice.create({
    data: {
      id: demoId("invoice", `${ids[overVendorIndex]}:over-contract`),
      vendorId: ids[overVendorIndex]!,
      number: `PPT-${today.getUTCFullYear()}-RT01`,
      amount: "185000.00",
      currency: "USD",
      issueDate: addDays(today, -12),
      dueDate: addDays(today, 18),
      status: "pending",
      description: "Red team exercise — scope extended to payments and mobile channels",
      createdAt: addDays(today, -12),
      createdById: finance,
    },
  });
  summary.invoices += 1;

  await db.auditLog.createMany({ data: audits, skipDuplicates: true });
  return summary;
}
