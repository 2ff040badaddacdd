import { answerColour, MATERIALITY_MAX_ANSWER } from "@tprm/api/schemas";
import { cn } from "@tprm/ui";
import { ChevronDownIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { solidClassName, tintClassName } from "./wizard-colours";

const VALUES = Array.from({ length: MATERIALITY_MAX_ANSWER + 1 }, (_, i) => i);

/**
 * One materiality question: its text, the 0–5 scale as radio buttons (the chosen value in its colour: 4–5 red, 2–3
 * amber, below 2 green) and its scoring guide, one line per value, the chosen one marked.
 */
export function MaterialityQuestion({
  id,
  number,
  questionKey,
  value,
  onChange,
}: {
  id: string;
  number: number;
  questionKey: string;
  value: number | null | undefined;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation(["workflowWizard", "workflowQuestions"]);
  const chosen = typeof value === "number" ? value : null;
  return (
    <li className="rounded-lg border p-4" data-testid={`materiality-${id}`}>
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-2 text-sm font-medium">
          {number}. {t(`workflowQuestions:materiality.${questionKey}.text`)}
        </legend>
        <div className="flex flex-wrap gap-2">
          {VALUES.map((n) => (
            <label
              key={n}
              className={cn(
                "flex size-10 cursor-pointer items-center justify-center rounded-md border text-sm font-semibold has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                chosen === n ? solidClassName(answerColour(n)) : "hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name={`materiality-${id}`}
                className="sr-only"
                checked={chosen === n}
                onChange={() => onChange(n)}
                aria-label={t("workflowWizard:materiality.valueLabel", {
                  value: n,
                  guide: t(`workflowQuestions:materiality.${questionKey}.guide.${n}`),
                })}
              />
              <span aria-hidden="true">{n}</span>
            </label>
          ))}
        </div>
        {chosen !== null && (
          <p className={cn("rounded-md border px-3 py-2 text-sm", tintClassName(answerColour(chosen)))}>
            {t(`workflowQuestions:materiality.${questionKey}.guide.${chosen}`)}
          </p>
        )}
        <details className="group text-sm">
          <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded-sm text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <ChevronDownIcon aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            {t("workflowWizard:materiality.guide")}
          </summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
            {VALUES.map((n) => (
              <div key={n} className={cn("contents", chosen === n && "font-medium")}>
                <dt
                  className={cn("text-right tabular-nums", chosen === n ? "text-foreground" : "text-muted-foreground")}
                >
                  {n}
                </dt>
                <dd className={chosen === n ? "text-foreground" : "text-muted-foreground"}>
                  {t(`workflowQuestions:materiality.${questionKey}.guide.${n}`)}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      </fieldset>
    </li>
  );
}
