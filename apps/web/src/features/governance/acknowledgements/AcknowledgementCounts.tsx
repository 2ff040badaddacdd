import { cn } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";

export interface AcknowledgementCountsValue {
  accepted: number;
  pending: number;
  overdue: number;
  total: number;
}

const TONE = {
  accepted: "text-green-800 dark:text-green-200",
  pending: "text-amber-900 dark:text-amber-200",
  overdue: "text-destructive",
} as const;

/** The three counts side by side, for a policy's row (compact) or its panel (as figures). */
export function AcknowledgementCounts({
  counts,
  variant = "compact",
  label,
}: {
  counts: AcknowledgementCountsValue;
  variant?: "compact" | "figures";
  /** What the counts are of, for screen readers (the figures' group name). */
  label?: string;
}) {
  const { t } = useTranslation("governanceAcknowledgements");
  if (variant === "compact") {
    return (
      <span className="text-xs whitespace-nowrap text-muted-foreground" data-testid="acknowledgement-counts">
        {t("governanceAcknowledgements:counts.summary", {
          accepted: formatCount(counts.accepted),
          pending: formatCount(counts.pending),
          overdue: formatCount(counts.overdue),
        })}
      </span>
    );
  }
  return (
    <dl className="grid grid-cols-3 gap-2" aria-label={label} data-testid="acknowledgement-figures">
      {(["accepted", "pending", "overdue"] as const).map((key) => (
        <div key={key} className="rounded-md border px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t(`governanceAcknowledgements:panel.${key}`)}</dt>
          <dd className={cn("text-2xl font-semibold tabular-nums", TONE[key])} data-testid={`ack-count-${key}`}>
            {formatCount(counts[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
