import { useQuery } from "@tanstack/react-query";
import { Button, SheetDescription, SheetHeader, SheetTitle, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { DownloadIcon, PencilIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../../components/QueryErrorAlert";
import { CollaborationTabLabel, RecordCollaboration } from "../../../../components/RecordCollaboration";
import { CountBadge, RecordSheet, RecordSheetError, RecordSheetLoading } from "../../../../components/RecordSheet";
import { RiskLevelChip } from "../../../../components/RiskLevelChip";
import { formatCount } from "../../../../lib/format";
import { useTRPC } from "../../../../lib/trpc";
import { AcknowledgementPanel } from "../../acknowledgements/AcknowledgementPanel";
import {
  AcknowledgementSummaryLine,
  AcknowledgementTabLabel,
} from "../../acknowledgements/PolicyAcknowledgementSummary";
import { fileDownloadUrl } from "../../send-file";
import { PolicyStatusChip } from "../policy-columns";
import type { PolicyDetail, PolicyItem } from "../types";
import { DetailsTab } from "./DetailsTab";
import { HistoryTab } from "./HistoryTab";
import { LinkedProceduresTab } from "./LinkedProceduresTab";
import { StatusMove } from "./StatusMove";
import { VersionsTab } from "./VersionsTab";

interface Props {
  policyId: string;
  onClose: () => void;
  onEdit?: ((p: PolicyDetail) => void) | undefined;
  mayEdit: (p: PolicyItem) => boolean;
}

/** One policy in a side sheet, opened by ?policy=<id>: details, versions, linked procedures and history. */
export default function PolicyDetailSheet(props: Props) {
  return (
    <RecordSheet open onClose={props.onClose} testId="policy-detail">
      <DetailBody key={props.policyId} {...props} />
    </RecordSheet>
  );
}

function DetailBody({ policyId, onEdit, mayEdit }: Props) {
  const { t } = useTranslation(["governancePolicies"]);
  const trpc = useTRPC();
  const detail = useQuery(trpc.policies.get.queryOptions({ id: policyId }));
  if (detail.isPending) return <RecordSheetLoading title={t("governancePolicies:detail.loading")} />;
  if (detail.isError) {
    return (
      <RecordSheetError title={t("governancePolicies:detail.errorTitle")}>
        <QueryErrorAlert
          title={t("governancePolicies:detail.loadFailed")}
          error={detail.error}
          fallback={t("governancePolicies:detail.loadFailed")}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </RecordSheetError>
    );
  }
  const p = detail.data;
  return (
    <>
      <SheetHeader className="gap-3 border-b pb-4">
        <div className="grid gap-1 pr-8">
          <SheetTitle className="text-xl break-words">{p.name}</SheetTitle>
          <SheetDescription>
            <span className="font-mono" data-testid="policy-reference">
              {p.reference}
            </span>
            {" · "}
            {t("governancePolicies:table.versionShort", { version: p.version })}
          </SheetDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PolicyStatusChip t={t} status={p.status} />
          <RiskLevelChip risk={p.riskRating} label={t(`governancePolicies:risk.${p.riskRating}`)} />
        </div>
        <div className="flex flex-wrap gap-2">
          {onEdit && mayEdit(p) && !p.archived && (
            <Button size="sm" variant="outline" onClick={() => onEdit(p)} data-testid="policy-detail-edit">
              <PencilIcon aria-hidden="true" />
              {t("governancePolicies:menu.edit")}
            </Button>
          )}
          {p.file && (
            <Button size="sm" variant="outline" asChild>
              <a href={fileDownloadUrl(p.file.id)} data-testid="policy-detail-download">
                <DownloadIcon aria-hidden="true" />
                {t("governancePolicies:menu.download")}
              </a>
            </Button>
          )}
        </div>
        {onEdit && mayEdit(p) && !p.archived && <StatusMove policy={p} />}
        <AcknowledgementSummaryLine policyId={p.id} />
      </SheetHeader>
      <Tabs defaultValue="details" className="gap-4 px-6 py-4">
        <TabsList className="w-full justify-start overflow-x-auto" aria-label={t("governancePolicies:detail.sections")}>
          <TabsTrigger value="details" className="flex-none">
            {t("governancePolicies:detail.tabs.details")}
          </TabsTrigger>
          <TabsTrigger value="versions" className="flex-none" data-testid="policy-tab-versions">
            {t("governancePolicies:detail.tabs.versions")} <CountBadge n={formatCount(p.versions.length)} />
          </TabsTrigger>
          <TabsTrigger value="procedures" className="flex-none">
            {t("governancePolicies:detail.tabs.procedures")} <CountBadge n={formatCount(p.procedures.length)} />
          </TabsTrigger>
          <TabsTrigger value="history" className="flex-none">
            {t("governancePolicies:detail.tabs.history")}
          </TabsTrigger>
          <TabsTrigger value="acknowledgements" className="flex-none" data-testid="policy-tab-acknowledgements">
            <AcknowledgementTabLabel />
          </TabsTrigger>
          <TabsTrigger value="collaboration" className="flex-none">
            <CollaborationTabLabel />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <DetailsTab policy={p} />
        </TabsContent>
        <TabsContent value="versions">
          <VersionsTab versions={p.versions} />
        </TabsContent>
        <TabsContent value="procedures">
          <LinkedProceduresTab procedures={p.procedures} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab history={p.history} />
        </TabsContent>
        <TabsContent value="acknowledgements">
          <AcknowledgementPanel policy={{ id: p.id, name: p.name, version: p.version }} archived={p.archived} />
        </TabsContent>
        <TabsContent value="collaboration">
          <RecordCollaboration entityType="policy" entityId={p.id} />
        </TabsContent>
      </Tabs>
    </>
  );
}
