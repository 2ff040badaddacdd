import { useQuery } from "@tanstack/react-query";
import { allows, DASHBOARD_ACCESS } from "@tprm/api/permissions";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Skeleton,
} from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { BoardReviewContent } from "./BoardReviewContent";
import { ExecutiveReportButton } from "./ExecutiveReportButton";

/**
 * The review detail dialog (GET /api/dashboard/board-review, read when opened): the board pack and the button that
 * generates the Executive report. Renders its own "Board review" button; nothing for a role that may not read it.
 */
export function BoardReviewDialog() {
  const { t } = useTranslation(["dashboard", "common"]);
  const { data: me } = useSession();
  const [open, setOpen] = useState(false);
  if (!allows(me?.role, DASHBOARD_ACCESS.boardReview)) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="board-review-open">
        {t("dashboard:board.open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl" data-testid="board-review-dialog">
          {open && <BoardReviewBody />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function BoardReviewBody() {
  const { t } = useTranslation(["dashboard", "common"]);
  const trpc = useTRPC();
  const query = useQuery(trpc.dashboard.boardReview.queryOptions());
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("dashboard:board.title")}</DialogTitle>
        <DialogDescription>
          {query.data
            ? t("dashboard:measuredAt", { time: formatDateTime(query.data.measuredAt) })
            : t("dashboard:board.description")}
        </DialogDescription>
      </DialogHeader>
      {query.isPending && <Skeleton className="h-64 w-full" />}
      {query.isError && (
        <QueryErrorAlert
          title={t("dashboard:board.title")}
          error={query.error}
          fallback={t("dashboard:error.load")}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data && <BoardReviewContent data={query.data} />}
      <DialogFooter className="items-start sm:justify-between">
        <ExecutiveReportButton templateId={query.data?.executiveTemplateId ?? null} />
      </DialogFooter>
    </>
  );
}
