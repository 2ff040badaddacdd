import { Badge, cn } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { RiskLevelChip } from "../../components/RiskLevelChip";
import { riskLabel, statusClassName, statusLabel } from "./vendor-format";

/** Lifecycle status chip: active blue, under review orange, onboarding purple, offboarding/offboarded red. */
export function VendorStatusChip({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation(["vendors"]);
  return (
    <Badge
      variant="outline"
      data-testid="vendor-status"
      data-status={status}
      className={cn(statusClassName(status), className)}
    >
      {statusLabel(t, status)}
    </Badge>
  );
}

/**
 * Risk level chip (risk rating, review risk, breach severity); "Not rated" until the first review. `prefix` adds
 * context for screen readers, already translated by the caller (e.g. t("vendorRecord:…")); "Risk" by default.
 */
export function RiskChip({
  risk,
  prefix,
  className,
  testId = "vendor-risk",
}: {
  risk: string | null | undefined;
  prefix?: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation(["vendors"]);
  return (
    <RiskLevelChip
      risk={risk}
      label={riskLabel(t, risk)}
      srPrefix={t("vendors:risk.srPrefix", { prefix: prefix ?? t("vendors:risk.prefix") })}
      testId={testId}
      className={className}
    />
  );
}
