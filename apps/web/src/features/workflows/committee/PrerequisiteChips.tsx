import { cn } from "@tprm/ui";
import { CircleCheckIcon, CircleDashedIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { prerequisiteStates, prerequisitesTally } from "./committee-view";

type Review = Parameters<typeof prerequisiteStates>[0][number];

/** Prerequisites Status (001 §2.4): the seven flags as chips, each saying in words whether it is complete. */
export function PrerequisiteChips({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useTranslation(["workflowCommittee"]);
  const tally = prerequisitesTally(reviews);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="prerequisites-status">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {t("workflowCommittee:prerequisites.title")}
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="prerequisites-tally">
          {t("workflowCommittee:prerequisites.tally", { done: tally.done, total: tally.total })}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-7">
        {prerequisiteStates(reviews).map(({ kind, done }) => (
          <li
            key={kind}
            data-testid={`prerequisite-${kind}`}
            data-done={done}
            className={cn(
              "flex min-w-0 items-center gap-2 rounded-md border px-2.5 py-2 text-sm sm:px-3",
              done
                ? "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-500/15 dark:text-emerald-100"
                : "border-dashed text-foreground",
            )}
          >
            {done ? (
              <CircleCheckIcon aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <CircleDashedIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            )}
            <span className="grid min-w-0">
              <span className="font-medium break-words">{t(`workflowCommittee:kinds.${kind}`)}</span>
              <span className={cn("text-xs", done ? "" : "text-muted-foreground")}>
                {done ? t("workflowCommittee:prerequisites.done") : t("workflowCommittee:prerequisites.notDone")}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
