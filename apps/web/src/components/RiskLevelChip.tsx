import { Badge, cn } from "@tprm/ui";
import { riskChipClassName } from "./risk-level";

/**
 * A risk level as a chip in the level's colours (risk-level.ts). The caller gives the words, translated in its own
 * namespace: the level's name, or what "no level" means there ("Not rated", "Not scored"), and what the level is of
 * for screen readers ("Overall risk: ").
 */
export function RiskLevelChip({
  risk,
  label,
  srPrefix,
  testId,
  className,
}: {
  /** The level (low, medium, high, critical), or nothing yet. */
  risk: string | null | undefined;
  label: string;
  srPrefix?: string;
  testId?: string;
  className?: string;
}) {
  return (
    <Badge
      variant="outline"
      data-testid={testId}
      data-risk={risk ?? "none"}
      className={cn(riskChipClassName(risk), className)}
    >
      {srPrefix && <span className="sr-only">{srPrefix}</span>}
      {label}
    </Badge>
  );
}
