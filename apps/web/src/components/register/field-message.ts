// The register schemas' messages are English (packages/api/src/schemas/register*.ts); a form shows each through its
// translation (register:errors.*): the rules between fields by their exact words, the per-field ones by their shape.
import type { TFunction } from "i18next";
import { formatCount } from "../../lib/format";

const BY_MESSAGE: Readonly<Record<string, string>> = {
  "Branch code is required for a branch": "register:errors.branchCodeRequired",
  "Choose the branch's head office": "register:errors.headOfficeRequired",
  "A branch has no LEI of its own: give its head office's": "register:errors.branchNoLei",
  "Only a branch has a branch code": "register:errors.branchCodeOnlyBranch",
  "LEI is required for an entity": "register:errors.leiRequired",
  "An entity cannot be its own parent": "register:errors.ownParent",
  "Deleted on must be on or after Integrated on": "register:errors.deletedBeforeIntegrated",
  "A contract cannot be its own overarching contract": "register:errors.ownOverarching",
  "Next audit must be on or after the last audit": "register:errors.nextAuditBeforeLast",
  "This entity is already listed": "register:errors.entityListed",
  "This vendor is already at this rank": "register:errors.vendorAtRank",
  "A vendor cannot be its own ultimate parent: leave it empty instead": "register:errors.ownUltimateParent",
  "A vendor is not its own ultimate parent": "register:errors.ownUltimateParent",
  "That vendor's ultimate parent is this vendor: the chain would loop": "register:errors.ultimateParentLoop",
  "Rank starts at 2 (the contract's provider is rank 1)": "register:errors.rankStart",
  "Enter a valid LEI: 20 characters, 18 letters or digits and 2 check digits (ISO 17442)": "register:errors.lei",
  "Kind is Entity or Branch": "register:errors.choose",
  "Cloud service model is IaaS, PaaS or SaaS": "register:errors.choose",
  "Cloud deployment model is public, private, hybrid or community": "register:errors.choose",
};

type Params = (m: RegExpExecArray) => Record<string, string | number>;
const none: Params = () => ({});

const BY_PATTERN: readonly [RegExp, string, Params][] = [
  // The server's refusals of a vendor's ultimate parent (packages/api/src/register/vendor-fields.ts), with names.
  [
    /^(.+) has an ultimate parent of its own \((.+)\): choose that one$/,
    "register:errors.ultimateParentHasParent",
    (m) => ({ name: m[1]!, top: m[2]! }),
  ],
  [
    /^(.+) is the ultimate parent of (\d+) vendors? \((.+)\): it stays at the top of its group$/,
    "register:errors.ultimateParentOfOthers",
    (m) => ({ name: m[1]!, count: Number(m[2]), n: formatCount(Number(m[2])), names: m[3]! }),
  ],
  [/^Choose the rank (\d+) provider it serves$/, "register:errors.recipientRequired", (m) => ({ rank: m[1]! })],
  [/^The provider it serves must be a rank (\d+)/, "register:errors.recipientRank", (m) => ({ rank: m[1]! })],
  [/ is required$/, "register:errors.required", none],
  [/^Choose (a|an|the) /, "register:errors.choose", none],
  [/ must be at most (\d+) characters$/, "register:errors.tooLong", (m) => ({ max: formatCount(Number(m[1])) })],
  [/ must be between (\d{4}) and (\d{4})$/, "register:errors.dateRange", (m) => ({ from: m[1]!, to: m[2]! })],
  [/ must be a (real )?date/, "register:errors.notADate", none],
  [/ must be a number with at most 2 decimals$/, "register:errors.money", none],
  [/ is too large$/, "register:errors.tooLarge", none],
  [/ cannot be negative$/, "register:errors.negative", none],
  [/ must be at most (\d+)( hours)?$/, "register:errors.atMost", (m) => ({ max: formatCount(Number(m[1])) })],
  [/ must be (a|a whole) number/, "register:errors.wholeNumber", none],
  [/: at most (\d+) countries$/, "register:errors.tooManyCountries", (m) => ({ max: formatCount(Number(m[1])) })],
  [/ must be (an )?ISO 3166-1 alpha-2 code/, "register:errors.country", none],
  [/ must be an ISO 4217 code/, "register:errors.currency", none],
  [/^At most (\d+) /, "register:errors.tooMany", (m) => ({ max: formatCount(Number(m[1])) })],
];

/**
 * A field's message in the user's language: the schema's (or the server's) English message through its translation;
 * a message no rule knows is shown as it came.
 */
export function registerFieldMessage(t: TFunction, message: string | undefined | null): string | undefined {
  if (!message) return undefined;
  const key = BY_MESSAGE[message];
  if (key) return t(key);
  for (const [pattern, patternKey, params] of BY_PATTERN) {
    const match = pattern.exec(message);
    if (match) return t(patternKey, params(match));
  }
  return message;
}

/**
 * The first field issue a refused save carries (the server's `data.issues`, as a form puts them on its fields), in
 * the user's language; undefined when the answer names no field.
 */
export function serverIssueText(t: TFunction, error: unknown): string | undefined {
  const issues = (error as { data?: { issues?: unknown } } | null)?.data?.issues;
  if (!Array.isArray(issues)) return undefined;
  const first = issues.find((i): i is { message: string } => typeof (i as { message?: unknown })?.message === "string");
  return registerFieldMessage(t, first?.message);
}

/** The message as FormField takes it ({ message } or nothing). */
export function fieldError(
  t: TFunction,
  error: { message?: string | undefined } | undefined,
): { message: string } | undefined {
  const text = registerFieldMessage(t, error?.message);
  return text ? { message: text } : undefined;
}
