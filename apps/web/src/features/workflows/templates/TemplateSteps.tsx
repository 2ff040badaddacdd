import type { TemplateStepStatus } from "@tprm/api/schemas";
import { Badge, cn } from "@tprm/ui";
import { BanIcon, CheckIcon, CircleDotIcon, CircleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";
import { stepLabel } from "../workflow-labels";

const MARK: Record<TemplateStepStatus, { icon: typeof CheckIcon; className: string }> = {
  completed: { icon: CheckIcon, className: "border-emerald-700 bg-emerald-700 text-white dark:bg-emerald-600" },
  active: { icon: CircleDotIcon, className: "border-primary bg-primary text-primary-foreground" },
  blocked: { icon: BanIcon, className: "border-red-700 bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-200" },
  pending: { icon: CircleIcon, className: "border-muted-foreground/40 bg-background text-muted-foreground" },
};

/**
 * A vertical stepper of a template's steps (001 §2.4, §4): each step's name, its status in words (and a mark), the
 * team responsible (001 §6) and the estimated days (001 §9).
 */
export function TemplateSteps({
  steps,
  label,
}: {
  steps: readonly { key: string; assignee: string; estimatedDays: number; status: TemplateStepStatus }[];
  label?: string;
}) {
  const { t } = useTranslation(["workflows"]);
  return (
    <ol className="grid" aria-label={label} data-testid="template-steps">
      {steps.map((step, i) => {
        const mark = MARK[step.status];
        const Icon = mark.icon;
        const last = i === steps.length - 1;
        return (
          <li
            key={step.key}
            className="grid grid-cols-[2rem_1fr] gap-3"
            data-testid="template-step"
            data-status={step.status}
          >
            <div className="flex flex-col items-center">
              <span
                aria-hidden="true"
                className={cn(
                  "grid size-8 shrink-0 place-items-center rounded-full border-2 [&>svg]:size-4",
                  mark.className,
                )}
              >
                <Icon />
              </span>
              {!last && <span aria-hidden="true" className="w-0.5 flex-1 bg-border" />}
            </div>
            <div className={cn("grid min-w-0 gap-1", !last && "pb-5")}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  <span className="sr-only">{t("workflows:templates.stepNumber", { n: i + 1 })} </span>
                  {stepLabel(t, step.key)}
                </span>
                <Badge
                  variant={step.status === "completed" ? "success" : step.status === "active" ? "default" : "outline"}
                >
                  {t(`workflows:stepStatus.${step.status}`)}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {t(`workflows:teams.${step.assignee}`)}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {step.estimatedDays > 0
                  ? t("workflows:templates.days", { count: step.estimatedDays, n: formatCount(step.estimatedDays) })
                  : t("workflows:templates.ongoing")}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
