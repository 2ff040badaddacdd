import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Badge, Card, CardContent, CardHeader, cn, Pagination, Skeleton } from "@tprm/ui";
import { ChevronRightIcon } from "lucide-react";
import { type ComponentType, useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { formatCalendarDate } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { COMMITTEE_PAGE_SIZE, committeeLink, parseCommitteeView, withCommitteeView } from "./committee-decisions-view";

/** The Committee Approval panel of the workflow centre, handed in by the route (a feature imports no sibling). */
export type DecisionPanelComponent = ComponentType<{
  workflowId: string;
  onSelect: (id: string) => void;
  picker: boolean;
}>;

/**
 * Committee decisions (issue 16 review): the new outsourcing arrangements awaiting the signed-in member's decision
 * (pending or deferred, of a committee they sit on, not their own) and, for the one chosen (?workflow=), the
 * Committee Approval panel: prerequisites, deck and decision. Open to every signed-in user, whatever the role — the
 * committee's Executives and Board Members have no view of the workflow centre; the notices link here.
 */
export function CommitteeDecisionsPage({ Panel }: { Panel: DecisionPanelComponent }) {
  const { t } = useTranslation(["committeeDecisions", "common"]);
  const trpc = useTRPC();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const view = parseCommitteeView(params);

  const documentTitle = t("committeeDecisions:documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const list = useQuery(
    trpc.workflows.awaitingMyDecision.queryOptions(
      { page: view.page, limit: COMMITTEE_PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );
  const items = list.data?.items ?? [];
  const pagination = list.data?.pagination;

  return (
    <section className="min-w-0">
      <PageHeader title={t("committeeDecisions:title")} description={t("committeeDecisions:description")} />
      <div className="grid min-w-0 gap-6">
        <Card className="gap-4" aria-labelledby={headingId} data-testid="committee-decisions-list">
          <CardHeader>
            <h2 id={headingId} className="text-lg font-semibold leading-none">
              {t("committeeDecisions:list.title")}
            </h2>
          </CardHeader>
          <CardContent className="grid gap-4">
            {list.isPending ? (
              <div className="grid gap-2" role="status" aria-label={t("committeeDecisions:list.loading")}>
                <Skeleton className="h-16" />
                <Skeleton className="h-16" />
              </div>
            ) : list.isError ? (
              <QueryErrorAlert
                title={t("committeeDecisions:list.loadFailedTitle")}
                error={list.error}
                fallback={t("committeeDecisions:list.loadFailed")}
                onRetry={() => void list.refetch()}
                retrying={list.isRefetching}
              />
            ) : items.length === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="committee-decisions-empty">
                {t("committeeDecisions:list.empty")}
              </p>
            ) : (
              <ul className="grid gap-2">
                {items.map((w) => {
                  const chosen = w.id === view.workflow;
                  return (
                    <li key={w.id}>
                      <Link
                        to={committeeLink(params, { workflow: w.id })}
                        aria-current={chosen ? "true" : undefined}
                        data-testid="committee-decisions-item"
                        data-workflow-id={w.id}
                        className={cn(
                          "flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 rounded-md border p-3 outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
                          chosen && "border-primary bg-muted",
                        )}
                      >
                        <span className="grid min-w-48 flex-1 gap-0.5">
                          <span className="font-medium break-words">{w.name}</span>
                          <span className="text-xs text-muted-foreground break-words">
                            {t("committeeDecisions:list.detail", {
                              reference: w.reference,
                              owner: w.owner.name,
                              date: formatCalendarDate(w.targetDate),
                            })}
                          </span>
                          {w.committee && (
                            <span className="text-xs text-muted-foreground break-words">
                              {t("committeeDecisions:list.committee", { committee: w.committee.name })}
                            </span>
                          )}
                        </span>
                        <Badge variant="outline" className="shrink-0" data-status={w.status}>
                          {t(`committeeDecisions:status.${w.status === "deferred" ? "deferred" : "pending"}`)}
                        </Badge>
                        <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
            {pagination && pagination.totalPages > 1 && (
              <Pagination
                page={pagination.page}
                totalPages={pagination.totalPages}
                total={pagination.total}
                onPageChange={(page) => setParams((current) => withCommitteeView(current, { page }))}
                disabled={list.isFetching}
              />
            )}
          </CardContent>
        </Card>
        {view.workflow ? (
          <Panel
            workflowId={view.workflow}
            onSelect={(id) => setParams((current) => withCommitteeView(current, { workflow: id }))}
            picker={false}
          />
        ) : (
          items.length > 0 && (
            <p className="text-sm text-muted-foreground" data-testid="committee-decisions-choose">
              {t("committeeDecisions:choose")}
            </p>
          )
        )}
      </div>
    </section>
  );
}
