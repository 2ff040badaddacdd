import type { ContractStatusValue } from "@tprm/api/schemas";
import { Badge, cn } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatCount } from "../lib/format";
import { RiskLevelChip } from "./RiskLevelChip";

/** Each status's chip: text at 4.5:1 or more on its tint, in both themes. */
const STATUS_CHIP: Readonly<Record<ContractStatusValue, string>> = {
  draft: "border-transparent bg-slate-100 text-slate-800 dark:bg-slate-500/20 dark:text-slate-200",
  under_review: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200",
  approved: "border-transparent bg-blue-100 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200",
  executed: "border-transparent bg-green-100 text-green-800 dark:bg-green-500/20 dark:text-green-200",
  expired: "border-transparent bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200",
  terminated: "border-transparent bg-zinc-200 text-zinc-800 dark:bg-zinc-500/30 dark:text-zinc-100",
};

/** The contract's derived status: Draft, Under review, Approved, Active (executed), Expired, Terminated. */
export function ContractStatusChip({ status, className }: { status: ContractStatusValue; className?: string }) {
  const { t } = useTranslation(["contractDetail"]);
  return (
    <Badge
      variant="outline"
      data-testid="contract-status"
      data-status={status}
      className={cn(STATUS_CHIP[status], className)}
    >
      <span className="sr-only">{t("contractDetail:chips.statusPrefix")}</span>
      {t(`contractDetail:status.${status}`)}
    </Badge>
  );
}

/** "Expires in 12 days" / "Expires today": the end date is within 30 days (spec 000 §9). */
export function ExpiringBadge({ daysToEnd }: { daysToEnd: number | null }) {
  const { t } = useTranslation(["contractDetail"]);
  const days = daysToEnd ?? 0;
  return (
    <Badge variant="warning" data-testid="contract-expiring">
      {days === 0
        ? t("contractDetail:chips.expiresToday")
        : t("contractDetail:chips.expiresIn", { count: days, n: formatCount(days) })}
    </Badge>
  );
}

/** A contract's risk level in the level's colours; "Not rated" when none was given. */
export function ContractRiskChip({ risk, testId }: { risk: string | null | undefined; testId?: string }) {
  const { t } = useTranslation(["contractDetail"]);
  return (
    <RiskLevelChip
      risk={risk}
      label={risk ? t(`contractDetail:risk.${risk}`) : t("contractDetail:risk.none")}
      srPrefix={t("contractDetail:risk.prefix")}
      testId={testId}
    />
  );
}
