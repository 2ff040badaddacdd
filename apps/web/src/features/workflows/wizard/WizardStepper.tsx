import { cn, Progress } from "@tprm/ui";
import { CheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { STEP_KEYS } from "./wizard-state";

/**
 * The five steps: on wide screens a numbered row (a step already reachable is a button back to it), on a phone the
 * counter and a bar. "Step n of 5" is always written out.
 */
export function WizardStepper({
  step,
  reachable,
  onGo,
  disabled,
}: {
  step: number;
  /** The furthest step the answers so far allow. */
  reachable: number;
  onGo: (step: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(["workflowWizard"]);
  const total = STEP_KEYS.length;
  return (
    <nav aria-label={t("workflowWizard:stepper.label")} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground" data-testid="wizard-counter">
          {t("workflowWizard:stepper.counter", { step, total })}
        </p>
        <p className="text-sm font-semibold md:hidden">{t(`workflowWizard:steps.${STEP_KEYS[step - 1]}.title`)}</p>
      </div>
      <Progress
        value={(step / total) * 100}
        className="md:hidden"
        aria-label={t("workflowWizard:stepper.counter", { step, total })}
      />
      <ol className="hidden gap-2 md:grid md:grid-cols-5">
        {STEP_KEYS.map((key, index) => {
          const n = index + 1;
          const current = n === step;
          const done = n < step;
          const canGo = !disabled && !current && n <= reachable;
          const label = t(`workflowWizard:steps.${key}.title`);
          const body = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                  current && "border-primary bg-primary text-primary-foreground",
                  done && "border-primary text-primary",
                  !current && !done && "text-muted-foreground",
                )}
              >
                {done ? <CheckIcon className="size-4" /> : n}
              </span>
              <span
                className={cn("text-left text-sm leading-tight", current ? "font-semibold" : "text-muted-foreground")}
              >
                {label}
              </span>
            </>
          );
          return (
            <li key={key} aria-current={current ? "step" : undefined} className="min-w-0">
              {canGo ? (
                <button
                  type="button"
                  onClick={() => onGo(n)}
                  className="flex w-full items-center gap-2 rounded-md p-1 outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  title={t("workflowWizard:stepper.goTo", { step: n, name: label })}
                >
                  {body}
                </button>
              ) : (
                <div className="flex items-center gap-2 p-1">{body}</div>
              )}
              <div className={cn("mt-1 h-1 rounded-full", n <= step ? "bg-primary" : "bg-muted")} aria-hidden="true" />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
