import {
  CONTRACT_STAGES,
  type ContractStageValue,
  type ContractStatusValue,
  isClosed,
  stageIndex,
} from "@tprm/api/schemas";
import { cn } from "@tprm/ui";
import { CheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";

export type StepState = "completed" | "current" | "upcoming";

/** Each stage's place against the contract's real stage: before it completed, it current, after it upcoming. */
export function stepStates(stage: ContractStageValue): { stage: ContractStageValue; state: StepState }[] {
  const current = stageIndex(stage);
  return CONTRACT_STAGES.map((s, i) => ({
    stage: s,
    state: i < current ? "completed" : i === current ? "current" : "upcoming",
  }));
}

/**
 * The seven lifecycle stages as an ordered list, the contract's stage marked aria-current="step". Across the width
 * on wide screens; down the page on a phone. A closed (expired, terminated) contract's stage reads as where it
 * stopped.
 */
export function LifecycleStepper({ stage, status }: { stage: ContractStageValue; status: ContractStatusValue }) {
  const { t } = useTranslation(["contractDetail"]);
  const closed = isClosed(status);
  return (
    <ol
      className="grid gap-0 md:grid-cols-7 md:gap-2"
      aria-label={t("contractDetail:stepper.label")}
      data-testid="lifecycle-stepper"
    >
      {stepStates(stage).map(({ stage: s, state }, i) => (
        <li
          key={s}
          aria-current={state === "current" ? "step" : undefined}
          data-state={state}
          data-testid="lifecycle-step"
          className="relative flex items-start gap-3 pb-5 last:pb-0 md:flex-col md:items-center md:gap-2 md:pb-0 md:text-center"
        >
          {i < CONTRACT_STAGES.length - 1 && (
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-9 bottom-0 left-[1.125rem] w-0.5 -translate-x-1/2 md:top-[1.125rem] md:right-[calc(-50%+0.875rem)] md:bottom-auto md:left-[calc(50%+1.375rem)] md:h-0.5 md:w-auto md:translate-x-0",
                state === "completed" ? "bg-primary" : "bg-border",
              )}
            />
          )}
          <span
            aria-hidden="true"
            className={cn(
              "relative z-10 flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
              state === "completed" && "border-primary bg-primary text-primary-foreground",
              state === "current" && !closed && "border-primary bg-background text-primary ring-4 ring-primary/20",
              state === "current" && closed && "border-destructive bg-background text-destructive",
              state === "upcoming" && "border-border bg-background text-muted-foreground",
            )}
          >
            {state === "completed" ? <CheckIcon className="size-4" /> : formatCount(i + 1)}
          </span>
          <span className="grid gap-0.5 pt-1.5 md:pt-0">
            <span className={cn("text-sm", state === "current" ? "font-semibold" : "font-medium")}>
              {t(`contractDetail:stage.${s}`)}
            </span>
            <span
              className={cn(
                "text-xs",
                state === "current" ? (closed ? "text-destructive" : "text-primary") : "text-muted-foreground",
              )}
            >
              {state === "current" && closed
                ? t(`contractDetail:status.${status}`)
                : t(`contractDetail:stepper.state.${state}`)}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
