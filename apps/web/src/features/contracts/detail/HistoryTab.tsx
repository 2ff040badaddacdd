import { type ContractEventKindValue, stageIndex } from "@tprm/api/schemas";
import { cn } from "@tprm/ui";
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  BadgeCheckIcon,
  BanIcon,
  CirclePlusIcon,
  ClockIcon,
  type LucideIcon,
  RefreshCwIcon,
  UndoIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import type { ContractEventData } from "./types";

const ICON: Record<ContractEventKindValue, LucideIcon> = {
  created: CirclePlusIcon,
  stage_moved: ArrowRightIcon,
  approved: BadgeCheckIcon,
  approval_withdrawn: UndoIcon,
  renewed: RefreshCwIcon,
  expired: ClockIcon,
  terminated: BanIcon,
};

/** What happened, in a sentence: "Moved from Drafting to Negotiation", "Approved". */
function useEventText() {
  const { t } = useTranslation(["contractDetail"]);
  const stage = (s: ContractEventData["toStage"]) => (s ? t(`contractDetail:stage.${s}`) : "");
  return (e: ContractEventData) => {
    if (e.kind === "stage_moved" && e.fromStage && e.toStage) {
      return stageIndex(e.toStage) < stageIndex(e.fromStage)
        ? t("contractDetail:history.movedBack", { from: stage(e.fromStage), to: stage(e.toStage) })
        : t("contractDetail:history.moved", { from: stage(e.fromStage), to: stage(e.toStage) });
    }
    if (e.kind === "created" && e.toStage) return t("contractDetail:history.createdAt", { stage: stage(e.toStage) });
    return t(`contractDetail:history.kind.${e.kind}`);
  };
}

/** The contract's lifecycle, newest first: each move, approval, withdrawal, renewal, expiry or termination. */
export function HistoryTab({ history }: { history: ContractEventData[] }) {
  const { t } = useTranslation(["contractDetail"]);
  const text = useEventText();
  if (history.length === 0) return <p className="text-sm text-muted-foreground">{t("contractDetail:history.empty")}</p>;
  const events = [...history].reverse();
  return (
    <ol className="grid gap-0" aria-label={t("contractDetail:history.label")} data-testid="contract-history">
      {events.map((e, i) => {
        const back =
          e.kind === "stage_moved" && e.fromStage && e.toStage && stageIndex(e.toStage) < stageIndex(e.fromStage);
        const Icon = back ? ArrowLeftIcon : ICON[e.kind];
        return (
          <li
            key={e.id}
            className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-3 pb-4"
            data-testid="history-event"
          >
            {i < events.length - 1 && (
              <span aria-hidden="true" className="absolute top-8 bottom-0 left-4 w-px -translate-x-1/2 bg-border" />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "flex size-8 items-center justify-center rounded-full border bg-background",
                e.kind === "approved" && "border-green-600 text-green-700 dark:text-green-300",
                (e.kind === "terminated" || e.kind === "approval_withdrawn") && "border-destructive text-destructive",
              )}
            >
              <Icon className="size-4" />
            </span>
            <div className="grid gap-0.5 pt-1">
              <p className="text-sm font-medium">{text(e)}</p>
              <p className="text-xs text-muted-foreground">
                {t("contractDetail:history.byAt", {
                  name: e.actor?.name ?? t("contractDetail:overview.system"),
                  date: formatDateTime(e.at),
                })}
              </p>
              {e.note && (
                <p className="text-sm whitespace-pre-line text-muted-foreground">
                  {t("contractDetail:overview.note", { note: e.note })}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
