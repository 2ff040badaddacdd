import { useQuery } from "@tanstack/react-query";
import {
  Badge,
  Button,
  cn,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@tprm/ui";
import {
  AlertTriangleIcon,
  CalendarClockIcon,
  CheckCheckIcon,
  GavelIcon,
  PencilIcon,
  UserRoundCogIcon,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { CollaborationTabLabel, RecordCollaboration } from "../../../components/RecordCollaboration";
import { CountBadge, RecordSheet, RecordSheetError, RecordSheetLoading } from "../../../components/RecordSheet";
import { RiskLevelChip } from "../../../components/RiskLevelChip";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import type { WorkflowDetail } from "../types";
import { availableActions, statusChipClassName, type WorkflowAction } from "../workflows-format";
import { AnswersTab } from "./AnswersTab";
import { HistoryTab } from "./HistoryTab";
import { OverviewTab } from "./OverviewTab";
import { PrerequisitesTab } from "./PrerequisitesTab";
import { WorkflowActionDialog } from "./WorkflowActionDialog";

const ICON = {
  edit: PencilIcon,
  reassign: UserRoundCogIcon,
  timeline: CalendarClockIcon,
  completeStep: CheckCheckIcon,
} as const;

/**
 * View Details: one workflow in a side sheet, opened by /workflows?record=<id> — overview, prerequisites (new
 * outsourcing), history and the assessment's answers — with the changes the signed-in user may make.
 */
export default function WorkflowRecordSheet({
  workflowId,
  onClose,
  onCommittee,
}: {
  workflowId: string;
  onClose: () => void;
  onCommittee: (id: string) => void;
}) {
  return (
    <RecordSheet open onClose={onClose} testId="workflow-record">
      <RecordBody key={workflowId} workflowId={workflowId} onCommittee={onCommittee} />
    </RecordSheet>
  );
}

function RecordBody({ workflowId, onCommittee }: { workflowId: string; onCommittee: (id: string) => void }) {
  const { t } = useTranslation(["workflows"]);
  const trpc = useTRPC();
  const detail = useQuery(trpc.workflows.get.queryOptions({ id: workflowId }));
  if (detail.isPending) return <RecordSheetLoading title={t("workflows:record.loading")} />;
  if (detail.isError) {
    return (
      <RecordSheetError title={t("workflows:record.errorTitle")}>
        <QueryErrorAlert
          title={t("workflows:record.loadFailed")}
          error={detail.error}
          fallback={t("workflows:record.loadFailed")}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </RecordSheetError>
    );
  }
  return <RecordContent workflow={detail.data} onCommittee={onCommittee} />;
}

function RecordContent({ workflow: w, onCommittee }: { workflow: WorkflowDetail; onCommittee: (id: string) => void }) {
  const { t } = useTranslation(["workflows"]);
  const [action, setAction] = useState<WorkflowAction | null>(null);
  const outsourcing = w.type === "new_outsourcing";
  const done = w.reviews.filter((r) => r.completed).length;

  return (
    <>
      <SheetHeader className="gap-3 border-b pb-4">
        <div className="grid gap-1 pr-8">
          <SheetTitle className="text-xl break-words">{w.name}</SheetTitle>
          <SheetDescription>
            <span className="font-mono" data-testid="record-reference">
              {w.reference}
            </span>
            {" · "}
            {t(`workflows:types.${w.type}`)}
            {" · "}
            {w.vendor?.name ?? t("workflows:table.vendorTbd")}
          </SheetDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge
            variant="outline"
            className={cn(statusChipClassName(w.displayStatus))}
            data-testid="record-status"
            data-status={w.displayStatus}
          >
            {w.overdue && <AlertTriangleIcon aria-hidden="true" />}
            {t(`workflows:displayStatus.${w.displayStatus}`)}
          </Badge>
          <RiskLevelChip
            risk={w.priority}
            label={t("workflows:record.priorityChip", { level: t(`workflows:levels.${w.priority}`) })}
          />
          <RiskLevelChip
            risk={w.riskRating}
            label={t("workflows:record.riskChip", { level: t(`workflows:levels.${w.riskRating}`) })}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {availableActions(w).map((a) => {
            const Icon = ICON[a];
            return (
              <Button key={a} variant="outline" size="sm" onClick={() => setAction(a)} data-testid={`record-${a}`}>
                <Icon aria-hidden="true" />
                {t(`workflows:menu.${a}`)}
              </Button>
            );
          })}
          {outsourcing && (
            <Button variant="outline" size="sm" onClick={() => onCommittee(w.id)} data-testid="record-committee">
              <GavelIcon aria-hidden="true" />
              {t("workflows:menu.committee")}
            </Button>
          )}
        </div>
      </SheetHeader>

      <Tabs defaultValue="overview" className="gap-4 px-4 py-4 sm:px-6">
        <TabsList className="w-full justify-start overflow-x-auto" aria-label={t("workflows:record.sections")}>
          <TabsTrigger value="overview" className="flex-none">
            {t("workflows:record.tabs.overview")}
          </TabsTrigger>
          {outsourcing && (
            <TabsTrigger value="prerequisites" className="flex-none">
              {t("workflows:record.tabs.prerequisites")}{" "}
              <CountBadge
                n={t("workflows:record.ofCount", { n: formatCount(done), total: formatCount(w.reviews.length) })}
              />
            </TabsTrigger>
          )}
          <TabsTrigger value="history" className="flex-none">
            {t("workflows:record.tabs.history")} <CountBadge n={formatCount(w.events.length)} />
          </TabsTrigger>
          {outsourcing && (
            <TabsTrigger value="answers" className="flex-none">
              {t("workflows:record.tabs.answers")}
            </TabsTrigger>
          )}
          <TabsTrigger value="collaboration" className="flex-none">
            <CollaborationTabLabel />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab workflow={w} />
        </TabsContent>
        {outsourcing && (
          <TabsContent value="prerequisites">
            <PrerequisitesTab workflow={w} />
          </TabsContent>
        )}
        <TabsContent value="history">
          <HistoryTab events={w.events} decisions={w.decisions} />
        </TabsContent>
        {outsourcing && (
          <TabsContent value="answers">
            <AnswersTab workflow={w} />
          </TabsContent>
        )}
        <TabsContent value="collaboration">
          <RecordCollaboration entityType="workflow" entityId={w.id} />
        </TabsContent>
      </Tabs>
      {action && <WorkflowActionDialog action={action} workflow={w} onClose={() => setAction(null)} />}
    </>
  );
}
