import { useQuery } from "@tanstack/react-query";
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { ExternalLinkIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";

const REFRESH_MS = 10_000;
const COLUMNS = ["waiting", "active", "delayed", "failed", "completed"] as const;

/** Job counts per queue (GET /api/system/queues), read every 10 s, with a link to the queue board. */
export function QueuesPanel() {
  const { t } = useTranslation(["operations", "common"]);
  const trpc = useTRPC();
  const status = useQuery({ ...trpc.operations.queues.queryOptions(), refetchInterval: REFRESH_MS });

  return (
    <Card className="min-w-0" aria-labelledby="operations-queues-title" data-testid="operations-queues">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1.5">
          <h2 id="operations-queues-title" className="font-semibold leading-none">
            {t("operations:queues.title")}
          </h2>
          <CardDescription>{t("operations:queues.description")}</CardDescription>
        </div>
        {status.data && (
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
        )}
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <div role="status">
            <span className="sr-only">{t("common:loading")}</span>
            <Skeleton className="h-32 w-full" />
          </div>
        ) : status.isError ? (
          <QueryErrorAlert
            title={t("operations:queues.loadFailed")}
            error={status.error}
            fallback={t("operations:queues.loadFailed")}
            onRetry={() => status.refetch()}
            retrying={status.isFetching}
          />
        ) : (
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
              {status.data.queues.map((queue) => (
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
      </CardContent>
    </Card>
  );
}
