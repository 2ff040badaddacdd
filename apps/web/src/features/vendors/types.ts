import type { RouterOutputs } from "../../lib/api-types";

export type VendorListItem = RouterOutputs["vendors"]["list"]["items"][number];
export type VendorDetail = RouterOutputs["vendors"]["get"];
export type VendorSummary = RouterOutputs["vendors"]["summary"];
export type OnboardingQueueItem = RouterOutputs["vendors"]["onboardingQueue"][number];
export type RelationshipHealthItem = RouterOutputs["vendors"]["relationshipHealth"][number];
export type RecentKpiBreach = RouterOutputs["kpiBreaches"]["recent"][number];
export type RecentInvoice = RouterOutputs["invoices"]["recent"][number];

/** The smallest part of a vendor the dialogs need. */
export interface VendorRef {
  id: string;
  name: string;
  status: string;
  riskRating?: string | null;
}

/** A dialog the page opens for one vendor (from a table row or from the detail view). */
export type VendorDialog =
  | { kind: "review"; vendor: VendorRef }
  | { kind: "offboard"; vendor: VendorRef }
  | { kind: "complete-offboarding"; vendor: VendorRef }
  | { kind: "cancel-offboarding"; vendor: VendorRef }
  | { kind: "edit"; vendor: VendorRef }
  | { kind: "delete"; vendor: VendorRef }
  | { kind: "record-breach"; vendor: VendorRef }
  | { kind: "resolve-breach"; vendor: VendorRef; breach: { id: string; kpi: string } };
