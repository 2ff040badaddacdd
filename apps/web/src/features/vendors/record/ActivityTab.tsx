import { ActivityPanel } from "../../../components/ActivityPanel";
import type { VendorDetail } from "../types";

/** The record's history: the activity feed filtered to the vendor (its invoices' too, for roles that see invoices). */
export function ActivityTab({ vendor }: { vendor: Pick<VendorDetail, "id"> }) {
  return <ActivityPanel entityType="Vendor" entityId={vendor.id} />;
}
