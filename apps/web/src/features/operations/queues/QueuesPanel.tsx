import { useQuery } from "@tanstack/react-query";
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import { ExternalLinkIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { OperationsPanel, QueryStates } from "../panel";

const REFRESH_MS = 10_000;
const COLUMNS = ["waiting", "active", "delayed", "failed", "completed"] as const;

/** Job counts per queue (GET /api/system/queues), read every 10 s, with a link to the queue board. */
export function QueuesPanel() {
  const { t } = useTranslation("operations");
  const trpc = useTRPC();
  const status = useQuery({ ...trpc.operations.queues.queryOptions(), refetchInterval: REFRESH_MS });
  const board = status.data && (
    <a
      href={status.data.boardPath}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      data-testid="queue-board-link"
    >
      {t("operations:queues.board")}
      <ExternalLinkIcon className="size-4" aria-hidden />
      <span className="sr-only">{t("operations:queues.newTab")}</span>
    </a>
  );

  return (
    <OperationsPanel
      id="queues"
      title={t("operations:queues.title")}
      description={t("operations:queues.description")}
      action={board}
    >
      <QueryStates query={status} failed={t("operations:queues.loadFailed")} skeleton="h-32 w-full">
        {(data) => (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("operations:queues.queue")}</TableHead>
                {COLUMNS.map((column) => (
                  <TableHead key={column} className="text-right">
                    {t(`operations:queues.${column}`)}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.queues.map((queue) => (
                <TableRow key={queue.name} data-testid={`queue-${queue.name}`}>
                  <TableCell className="font-medium">
                    {t(`operations:queues.names.${queue.name}`, { defaultValue: queue.name })}
                  </TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} className="text-right tabular-nums">
                      {column === "failed" && queue.failed > 0 ? (
                        <Badge variant="destructive">{formatCount(queue.failed)}</Badge>
                      ) : (
                        formatCount(column === "waiting" ? queue.waiting + queue.prioritized : queue[column])
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryStates>
    </OperationsPanel>
  );
}
