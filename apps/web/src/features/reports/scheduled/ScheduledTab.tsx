import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card } from "@tprm/ui";
import { CalendarPlusIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/DataTable";
import { useTRPC } from "../../../lib/trpc";
import { GenerateDialog, type GenerateJob } from "../generate/GenerateDialog";
import { anyGenerating, GENERATING_POLL_MS } from "../reports-view";
import type { ReportRow } from "../types";
import { DeliveryMetrics } from "./DeliveryMetrics";
import { ScheduleDialog } from "./ScheduleDialog";
import { scheduledColumns } from "./scheduled-columns";

const PAGE_SIZE = 25;

/**
 * Scheduled Reports (001 §2.5, issue 17): every report with a frequency other than Ad-hoc — its schedule in the
 * organisation's time zone, next and last run, and Pause / Resume, Run now and Change schedule for those who may
 * (the report's `can.edit`); then the deliveries of the last 30 or 90 days with the failed ones.
 */
export default function ScheduledTab({ onSchedule }: { onSchedule: (() => void) | null }) {
  const { t } = useTranslation(["reports", "common"]);
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const list = useQuery(
    trpc.reports.scheduled.list.queryOptions(
      { page, limit: PAGE_SIZE, sort: "nextDue", order: "asc" },
      {
        placeholderData: keepPreviousData,
        refetchInterval: (query) => (anyGenerating(query.state.data?.items) ? GENERATING_POLL_MS : false),
      },
    ),
  );
  const [changing, setChanging] = useState<ReportRow | null>(null);
  const [job, setJob] = useState<GenerateJob | null>(null);
  const columns = useMemo(() => scheduledColumns({ t, onChange: setChanging, onStarted: setJob }), [t]);
  const timeZone = list.data?.items.find((r) => r.schedule)?.schedule?.timeZone;

  return (
    <div className="grid gap-6">
      <section aria-labelledby="reports-scheduled" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="reports-scheduled" className="text-lg font-semibold">
              {t("reports:scheduled.title")}
            </h2>
            {timeZone && <p className="text-sm text-muted-foreground">{t("reports:scheduled.intro", { timeZone })}</p>}
          </div>
          {onSchedule && (
            <Button onClick={onSchedule} data-testid="schedule-report">
              <CalendarPlusIcon aria-hidden="true" />
              {t("reports:actions.schedule")}
            </Button>
          )}
        </div>
        <Card className="gap-0 overflow-hidden py-0" data-testid="scheduled-list">
          <DataTable
            query={list}
            columns={columns}
            getRowId={(r) => r.id}
            onPageChange={setPage}
            rowTestId="scheduled-row"
            rowProps={(r) => ({ "data-report-id": r.id })}
            label={t("reports:scheduled.title")}
            testId="scheduled-table"
            className="min-w-[1050px]"
            headerClassName="bg-muted/40"
            headerRowClassName="hover:bg-transparent"
            keepDataOnError
            errorClassName="p-4"
            errorTitle={t("reports:scheduled.loadFailed")}
            errorFallback={t("reports:scheduled.loadFailed")}
            skeletonRows={3}
            skeletonCellClassName="h-12"
            emptyCellClassName="py-12 text-center"
            emptyMessage={
              <div data-testid="scheduled-empty">
                <p className="font-medium">{t("reports:scheduled.empty")}</p>
                {onSchedule && (
                  <div className="mt-4 flex justify-center">
                    <Button variant="outline" onClick={onSchedule}>
                      <CalendarPlusIcon aria-hidden="true" />
                      {t("reports:actions.schedule")}
                    </Button>
                  </div>
                )}
              </div>
            }
            hidePagerWhenEmpty
            pagerClassName="border-t px-4 py-3"
          />
        </Card>
      </section>
      <DeliveryMetrics />
      {changing && <ScheduleDialog report={changing} onClose={() => setChanging(null)} />}
      {job && <GenerateDialog job={job} onClose={() => setJob(null)} />}
    </div>
  );
}
