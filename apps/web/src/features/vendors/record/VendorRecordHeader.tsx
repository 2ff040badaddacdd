import { Badge, SheetDescription, SheetHeader, SheetTitle } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import type { VendorDetail, VendorDialog, VendorRef } from "../types";
import { RiskChip, VendorStatusChip } from "../VendorChips";
import { countryName, criticalityLabel } from "../vendor-format";
import type { VendorRights } from "../vendor-permissions";
import { VendorStatusActions } from "./StatusActions";

/** The vendor record's header: its name and description, status, risk and criticality, and the status actions. */
export function VendorRecordHeader({
  vendor,
  refVendor: ref,
  rights,
  checklistComplete,
  onDialog,
}: {
  vendor: VendorDetail;
  refVendor: VendorRef;
  rights: VendorRights;
  checklistComplete: boolean;
  onDialog: (dialog: VendorDialog) => void;
}) {
  const { t } = useTranslation(["vendorRecord", "vendors"]);
  return (
    <SheetHeader className="gap-3 border-b pb-4">
      <div className="grid gap-1">
        <SheetTitle className="text-xl">{vendor.name}</SheetTitle>
        <SheetDescription>
          {[
            vendor.legalName !== vendor.name ? vendor.legalName : null,
            vendor.businessType,
            countryName(vendor.country),
          ]
            .filter((part) => part && part !== "—")
            .join(" · ") || t("vendorRecord:sheet.description")}
        </SheetDescription>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <VendorStatusChip status={vendor.status} />
        <RiskChip risk={vendor.riskRating} />
        <Badge variant="outline" className="text-muted-foreground">
          {t("vendorRecord:sheet.criticality", { level: criticalityLabel(t, vendor.criticality) })}
        </Badge>
      </div>
      <VendorStatusActions
        vendor={vendor}
        refVendor={ref}
        rights={rights}
        checklistComplete={checklistComplete}
        onDialog={onDialog}
      />
    </SheetHeader>
  );
}
