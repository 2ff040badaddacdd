import { useQuery } from "@tanstack/react-query";
import { Button, Card, CardContent, CardHeader, Label, Skeleton } from "@tprm/ui";
import { ArrowRightIcon, GavelIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatCalendarDate } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { WorkflowPicker } from "./WorkflowPicker";

/**
 * Without a workflow (001 §2.4: 'Select a workflow to manage committee approval'): the new outsourcing arrangements
 * waiting for the committee's decision, and a search for any other.
 */
export function WorkflowChooser({ onSelect }: { onSelect: (id: string) => void }) {
  const { t } = useTranslation(["workflowCommittee"]);
  const trpc = useTRPC();
  const pickerId = useId();
  const waiting = useQuery(
    trpc.workflows.list.queryOptions({
      status: "pending-approval",
      type: "new_outsourcing",
      sort: "targetDate",
      order: "asc",
      limit: 50,
    }),
  );
  const items = waiting.data?.items ?? [];

  return (
    <div className="grid gap-4" data-testid="committee-chooser">
      <p className="text-base font-medium" data-testid="committee-select-prompt">
        {t("workflowCommittee:chooser.prompt")}
      </p>
      <Card className="gap-4">
        <CardHeader>
          <h3 className="font-semibold leading-none">{t("workflowCommittee:chooser.waiting")}</h3>
          <p className="text-sm text-muted-foreground">{t("workflowCommittee:chooser.waitingHint")}</p>
        </CardHeader>
        <CardContent>
          {waiting.isPending ? (
            <div className="grid gap-2" aria-busy="true">
              <span className="sr-only">{t("workflowCommittee:chooser.loading")}</span>
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : waiting.isError ? (
            <QueryErrorAlert
              title={t("workflowCommittee:chooser.loadFailedTitle")}
              error={waiting.error}
              fallback={t("workflowCommittee:chooser.loadFailed")}
              onRetry={() => void waiting.refetch()}
              retrying={waiting.isRefetching}
            />
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="committee-none-waiting">
              {t("workflowCommittee:chooser.none")}
            </p>
          ) : (
            <ul className="grid gap-2" data-testid="committee-waiting">
              {items.map((w) => (
                <li
                  key={w.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
                  data-testid="committee-waiting-item"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <span className="font-medium break-words">{w.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {t("workflowCommittee:chooser.itemDetail", {
                        reference: w.reference,
                        owner: w.owner.name,
                        date: formatCalendarDate(w.targetDate),
                      })}
                    </span>
                    {w.committee && (
                      <span className="text-xs text-muted-foreground">
                        {t("workflowCommittee:chooser.committee", { committee: w.committee.name })}
                      </span>
                    )}
                  </div>
                  <Button variant="outline" size="sm" onClick={() => onSelect(w.id)} data-testid="committee-open">
                    <GavelIcon aria-hidden="true" />
                    {t("workflowCommittee:chooser.open")}
                    <span className="sr-only">{t("workflowCommittee:chooser.openNamed", { name: w.name })}</span>
                    <ArrowRightIcon aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card className="gap-4">
        <CardHeader>
          <h3 className="font-semibold leading-none">{t("workflowCommittee:chooser.other")}</h3>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Label htmlFor={pickerId}>{t("workflowCommittee:chooser.search")}</Label>
          <WorkflowPicker id={pickerId} onPick={onSelect} />
        </CardContent>
      </Card>
    </div>
  );
}
