import { useQuery } from "@tanstack/react-query";
import { allows, CONTRACT_ACCESS } from "@tprm/api/permissions";
import { Badge, SheetDescription, SheetHeader, SheetTitle, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ActivityPanel } from "../../../components/ActivityPanel";
import { ContractRiskChip, ContractStatusChip, ExpiringBadge } from "../../../components/ContractChips";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { CollaborationTabLabel, RecordCollaboration } from "../../../components/RecordCollaboration";
import { CountBadge, RecordSheet, RecordSheetError, RecordSheetLoading } from "../../../components/RecordSheet";
import { formatCount } from "../../../lib/format";
import { focusFieldOf, revealTabTrigger, wantsRegisterSection } from "../../../lib/record-focus";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { ContractFormDialog } from "../form/ContractFormDialog";
import { DetailActions } from "./DetailActions";
import { DocumentsTab } from "./DocumentsTab";
import { HistoryTab } from "./HistoryTab";
import { InvoicesTab } from "./InvoicesTab";
import { OverviewTab } from "./OverviewTab";
import { RegisterTab } from "./RegisterTab";
import type { ContractDetailData } from "./types";

const INVOICE_VIEW = { action: "view", resource: "invoices" } as const;

/**
 * One contract in a side sheet, opened by /contracts?contract=<id> (so it can be linked from the vendor record and
 * the notifications): overview, documents in versions, lifecycle history, invoices, the regulatory register's fields
 * and activity, with the actions the role may take. `&section=register` opens it on its Register tab and `&field=`
 * focuses a field there (the register checks' links).
 */
export default function ContractDetailSheet({ contractId, onClose }: { contractId: string; onClose(): void }) {
  return (
    <RecordSheet open onClose={onClose} testId="contract-detail">
      <DetailBody key={contractId} contractId={contractId} onClose={onClose} />
    </RecordSheet>
  );
}

function DetailBody({ contractId, onClose }: { contractId: string; onClose: () => void }) {
  const { t } = useTranslation(["contractDetail"]);
  const trpc = useTRPC();
  const detail = useQuery(trpc.contracts.get.queryOptions({ id: contractId }));

  if (detail.isPending) return <RecordSheetLoading title={t("contractDetail:sheet.loading")} />;
  if (detail.isError) {
    return (
      <RecordSheetError title={t("contractDetail:sheet.errorTitle")}>
        <QueryErrorAlert
          title={t("contractDetail:sheet.loadFailed")}
          error={detail.error}
          fallback={t("contractDetail:sheet.loadFailed")}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </RecordSheetError>
    );
  }
  return <DetailContent contract={detail.data} onDeleted={onClose} />;
}

function DetailContent({ contract: c, onDeleted }: { contract: ContractDetailData; onDeleted: () => void }) {
  const { t } = useTranslation(["contractDetail"]);
  const { data: me } = useSession();
  const [editing, setEditing] = useState(false);
  const canEdit = allows(me?.role, CONTRACT_ACCESS.edit) && c.status !== "terminated";
  const invoicesAllowed = allows(me?.role, INVOICE_VIEW);
  const [params] = useSearchParams();
  const openOnRegister = wantsRegisterSection(params);

  return (
    <>
      <SheetHeader className="gap-3 border-b pb-4">
        <div className="grid gap-1 pr-8">
          <SheetTitle className="text-xl break-words">{c.name}</SheetTitle>
          <SheetDescription>
            <span className="font-mono" data-testid="contract-reference">
              {c.reference}
            </span>
            {" · "}
            {c.vendor.name}
            {" · "}
            {t(`contractDetail:type.${c.type}`)}
          </SheetDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ContractStatusChip status={c.status} />
          <Badge variant="outline" data-testid="contract-stage">
            <span className="sr-only">{t("contractDetail:chips.stagePrefix")}</span>
            {t(`contractDetail:stage.${c.stage}`)}
          </Badge>
          <ContractRiskChip risk={c.riskLevel} testId="contract-header-risk" />
          {c.expiringSoon && <ExpiringBadge daysToEnd={c.daysToEnd} />}
        </div>
        <DetailActions contract={c} onEdit={() => setEditing(true)} onDeleted={onDeleted} />
      </SheetHeader>

      <Tabs defaultValue={openOnRegister ? "register" : "overview"} className="gap-4 px-6 py-4">
        <TabsList className="w-full justify-start overflow-x-auto" aria-label={t("contractDetail:sheet.sections")}>
          <TabsTrigger value="overview" className="flex-none">
            {t("contractDetail:sheet.tabs.overview")}
          </TabsTrigger>
          <TabsTrigger value="documents" className="flex-none">
            {t("contractDetail:sheet.tabs.documents")} <CountBadge n={formatCount(c.documents.length)} />
          </TabsTrigger>
          <TabsTrigger value="history" className="flex-none">
            {t("contractDetail:sheet.tabs.history")} <CountBadge n={formatCount(c.history.length)} />
          </TabsTrigger>
          {invoicesAllowed && (
            <TabsTrigger value="invoices" className="flex-none">
              {t("contractDetail:sheet.tabs.invoices")} <CountBadge n={formatCount(c.invoiceCount)} />
            </TabsTrigger>
          )}
          <TabsTrigger
            value="register"
            className="flex-none"
            data-testid="contract-tab-register"
            ref={openOnRegister ? revealTabTrigger : undefined}
          >
            {t("contractDetail:sheet.tabs.register")}
          </TabsTrigger>
          <TabsTrigger value="collaboration" className="flex-none">
            <CollaborationTabLabel />
          </TabsTrigger>
          <TabsTrigger value="activity" className="flex-none">
            {t("contractDetail:sheet.tabs.activity")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab contract={c} />
        </TabsContent>
        <TabsContent value="documents">
          <DocumentsTab contractId={c.id} documents={c.documents} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab history={c.history} />
        </TabsContent>
        {invoicesAllowed && (
          <TabsContent value="invoices">
            <InvoicesTab contractId={c.id} />
          </TabsContent>
        )}
        <TabsContent value="register">
          <RegisterTab
            contractId={c.id}
            noticePeriodDays={c.noticePeriodDays}
            focusField={openOnRegister ? focusFieldOf(params) : null}
          />
        </TabsContent>
        <TabsContent value="collaboration">
          <RecordCollaboration entityType="contract" entityId={c.id} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityPanel entityType="Contract" entityId={c.id} />
        </TabsContent>
      </Tabs>
      {editing && <ContractFormDialog open onOpenChange={setEditing} contract={c} />}
    </>
  );
}
