import { Badge } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatDateTime } from "../../../lib/format";
import type { WorkflowDecision, WorkflowEvent } from "../types";
import { eventDetail } from "./event-detail";

type Event = WorkflowEvent;
type Decision = WorkflowDecision;

/** The workflow's history, newest first: who did what and when, automatic step moves marked, and its decisions. */
export function HistoryTab({ events, decisions }: { events: readonly Event[]; decisions: readonly Decision[] }) {
  const { t } = useTranslation(["workflows"]);
  const sorted = [...events].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  return (
    <div className="grid gap-6">
      {decisions.length > 0 && (
        <section className="grid gap-2" aria-labelledby="record-decisions">
          <h3 id="record-decisions" className="font-semibold">
            {t("workflows:record.decisions")}
          </h3>
          <ul className="grid gap-2">
            {decisions.map((d) => (
              <li key={d.id} className="rounded-md border p-3 text-sm" data-testid="record-decision">
                <p className="font-medium">
                  {t(`workflows:decision.${d.decision}`)}
                  {d.deferralDate && ` · ${t("workflows:record.until", { date: formatCalendarDate(d.deferralDate) })}`}
                </p>
                {d.reason && <p className="break-words">{d.reason}</p>}
                <p className="text-xs text-muted-foreground">
                  {t("workflows:record.by", { name: d.decidedBy.name, time: formatDateTime(d.decidedAt) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {sorted.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("workflows:record.noEvents")}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t("workflows:record.tabs.history")} data-testid="record-events">
          {sorted.map((e) => (
            <li
              key={e.id}
              className="grid gap-0.5 border-l-2 py-1 pl-3 text-sm"
              data-testid="record-event"
              data-kind={e.kind}
            >
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {t(`workflows:events.${e.kind}`)}
                {e.automatic && <Badge variant="secondary">{t("workflows:record.automatic")}</Badge>}
              </p>
              {eventDetail(t, e) && <p className="break-words">{eventDetail(t, e)}</p>}
              {e.note && <p className="break-words text-muted-foreground">{e.note}</p>}
              <p className="text-xs text-muted-foreground">
                {t("workflows:record.by", {
                  name: e.actor?.name ?? t("workflows:record.system"),
                  time: formatDateTime(e.createdAt),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
