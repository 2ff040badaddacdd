import { describe, expect, it } from "vitest";
import {
  COMPANY_SIZE_OPTIONS,
  DEMO_REQUEST_DEFAULTS,
  demoRequestSchema,
  isBusinessEmail,
  TIMELINE_OPTIONS,
} from "./demo-request.js";

const valid = {
  ...DEMO_REQUEST_DEFAULTS,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada.lovelace@northbank.example",
  company: "Northbank plc",
  title: "Head of Third-Party Risk",
};

function issuesOf(input: unknown): Record<string, string> {
  const result = demoRequestSchema.safeParse(input);
  if (result.success) return {};
  const map: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    map[key] ??= issue.message;
  }
  return map;
}

describe("demoRequestSchema", () => {
  it("accepts the required fields alone, with the optional ones empty", () => {
    expect(demoRequestSchema.parse(valid)).toMatchObject({ firstName: "Ada", email: "ada.lovelace@northbank.example" });
  });

  it("accepts every listed option and trims text", () => {
    const parsed = demoRequestSchema.parse({
      ...valid,
      firstName: "  Ada ",
      phone: "+44 (0)20 7946 0018",
      message: "We run 1,800 vendors across 14 countries.",
      budget: "100k-250k",
      timeline: "immediate",
      employees: "10000-50000",
    });
    expect(parsed.firstName).toBe("Ada");
    expect(parsed.timeline).toBe("immediate");
  });

  it("names each missing required field in a sentence", () => {
    expect(issuesOf(DEMO_REQUEST_DEFAULTS)).toEqual({
      firstName: "Enter your first name.",
      lastName: "Enter your last name.",
      email: "Enter your business email address.",
      company: "Enter your company name.",
      title: "Enter your job title.",
    });
  });

  it("treats whitespace as empty", () => {
    expect(issuesOf({ ...valid, company: "   " })).toEqual({ company: "Enter your company name." });
  });

  it("rejects malformed addresses", () => {
    expect(issuesOf({ ...valid, email: "ada@" }).email).toMatch(/valid email address/);
  });

  it("rejects free-mail addresses with a clear sentence", () => {
    for (const email of ["a@gmail.com", "a@Yahoo.com", "a@hotmail.com", "a@outlook.com", "a@icloud.com", "a@aol.com"]) {
      expect(issuesOf({ ...valid, email }).email).toBe(
        "Use your business email address. Personal addresses such as Gmail, Outlook or Yahoo are not accepted.",
      );
    }
  });

  it("rejects options that are not listed", () => {
    expect(issuesOf({ ...valid, timeline: "someday" })).toEqual({ timeline: "Choose one of the listed timelines." });
    expect(issuesOf({ ...valid, employees: "10-50" })).toEqual({
      employees: "Choose one of the listed company sizes.",
    });
  });

  it("rejects a phone number with letters", () => {
    expect(issuesOf({ ...valid, phone: "call me" }).phone).toMatch(/valid phone number/);
  });

  it("passes the honeypot through for the server to judge", () => {
    expect(demoRequestSchema.parse({ ...valid, website: "http://spam.example" }).website).toBe("http://spam.example");
  });

  it("lists the options of the specification", () => {
    expect(COMPANY_SIZE_OPTIONS.map((o) => o.value)).toEqual(["1000-5000", "5000-10000", "10000-50000", "50000+"]);
    expect(TIMELINE_OPTIONS.map((o) => o.value)).toEqual(["immediate", "short", "medium", "long"]);
  });
});

describe("isBusinessEmail", () => {
  it("accepts company domains, including ones that merely contain a free-mail brand", () => {
    expect(isBusinessEmail("cro@bank.example")).toBe(true);
    expect(isBusinessEmail("it@gmxtrading.de")).toBe(true);
    expect(isBusinessEmail("risk@liveoak.bank")).toBe(true);
  });

  it("rejects consumer providers, their country domains and gmx.*", () => {
    for (const email of [
      "x@gmail.com",
      "x@googlemail.com",
      "x@yahoo.co.uk",
      "x@hotmail.fr",
      "x@outlook.de",
      "x@proton.me",
      "x@protonmail.com",
      "x@gmx.de",
      "x@gmx.at",
      "x@gmx.net",
      "x@GMAIL.COM",
      "x@gmail.com.",
    ]) {
      expect(isBusinessEmail(email), email).toBe(false);
    }
  });

  it("rejects strings without a domain", () => {
    expect(isBusinessEmail("nobody")).toBe(false);
    expect(isBusinessEmail("nobody@")).toBe(false);
  });
});
