import { Badge, cn } from "@tprm/ui";
import { riskClassName, riskLabel, statusClassName, statusLabel } from "./vendor-format";

/** Lifecycle status chip: active blue, under review orange, onboarding purple, offboarding/offboarded red. */
export function VendorStatusChip({ status, className }: { status: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      data-testid="vendor-status"
      data-status={status}
      className={cn(statusClassName(status), className)}
    >
      {statusLabel(status)}
    </Badge>
  );
}

/** Risk rating chip; "Not rated" until the first review. `prefix` adds context for screen readers. */
export function RiskChip({
  risk,
  prefix = "Risk",
  className,
  testId = "vendor-risk",
}: {
  risk: string | null | undefined;
  prefix?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <Badge
      variant="outline"
      data-testid={testId}
      data-risk={risk ?? "none"}
      className={cn(riskClassName(risk), className)}
    >
      <span className="sr-only">{prefix}: </span>
      {riskLabel(risk)}
    </Badge>
  );
}
