import { Badge, Button, cn } from "@tprm/ui";
import { DoorOpenIcon, FlagIcon, UndoIcon } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import type { VendorDetail } from "../types";
import { offboardingStateLabel } from "../vendor-format";

export function OffboardingTab({
  vendor,
  open,
  canOffboard,
  onDialog,
}: {
  vendor: VendorDetail;
  open: VendorDetail["offboardings"][number] | undefined;
  canOffboard: boolean;
  onDialog: (kind: "offboard" | "complete-offboarding" | "cancel-offboarding") => void;
}) {
  const { t } = useTranslation(["vendorRecord", "vendors"]);
  const canStart = canOffboard && (vendor.status === "active" || vendor.status === "under_review");
  return (
    <div className="grid gap-4">
      {canStart && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 p-3">
          <p className="text-sm text-muted-foreground">{t("vendorRecord:offboarding.intro")}</p>
          <Button size="sm" variant="outline" className="text-destructive" onClick={() => onDialog("offboard")}>
            <DoorOpenIcon aria-hidden="true" />
            {t("vendorRecord:actions.startOffboarding")}
          </Button>
        </div>
      )}
      {open && canOffboard && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onDialog("complete-offboarding")}>
            <FlagIcon aria-hidden="true" />
            {t("vendorRecord:actions.completeOffboarding")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDialog("cancel-offboarding")}>
            <UndoIcon aria-hidden="true" />
            {t("vendorRecord:actions.cancelOffboarding")}
          </Button>
        </div>
      )}
      {vendor.offboardings.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {vendor.status === "onboarding"
            ? t("vendorRecord:offboarding.notYetActive")
            : t("vendorRecord:offboarding.empty")}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t("vendorRecord:offboarding.label")}>
          {vendor.offboardings.map((o) => (
            <li key={o.id} className="grid gap-2 rounded-lg border p-4" data-testid="vendor-offboarding">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  <Trans
                    t={t}
                    i18nKey="vendorRecord:offboarding.requestedBy"
                    values={{ date: formatDate(o.requestedAt) }}
                    components={{
                      requester: (
                        <span className="font-medium" data-testid="offboarding-requester">
                          {o.requester}
                        </span>
                      ),
                      // A request typed before requests were linked to accounts says so after the name.
                      asText: o.requestedBy ? (
                        <span />
                      ) : (
                        <span className="text-muted-foreground" title={t("vendorRecord:offboarding.enteredAsTextHint")}>
                          {" "}
                          {t("vendorRecord:offboarding.enteredAsText")}
                        </span>
                      ),
                    }}
                  />
                </p>
                <Badge
                  variant={o.state === "open" ? "outline" : "secondary"}
                  className={cn(
                    o.state === "open" && "border-red-200 bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-200",
                  )}
                >
                  {offboardingStateLabel(t, o.state)}
                </Badge>
              </div>
              <p className="text-sm whitespace-pre-line">
                <span className="font-medium">{t("vendorRecord:offboarding.reason")} </span>
                {o.reason}
              </p>
              {o.completionNotes && (
                <p className="text-sm whitespace-pre-line">
                  <span className="font-medium">{t("vendorRecord:offboarding.completionNotes")} </span>
                  {o.completionNotes}
                  {o.completedAt && <span className="text-muted-foreground"> ({formatDate(o.completedAt)})</span>}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
