import { useQuery } from "@tanstack/react-query";
import { allows, CONTRACT_ACCESS, RISK_ASSESSMENT_ACCESS } from "@tprm/api/permissions";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CollaborationTabLabel, RecordCollaboration } from "../../../components/RecordCollaboration";
import { CountBadge, RecordSheet, RecordSheetError, RecordSheetLoading } from "../../../components/RecordSheet";
import { formatCount } from "../../../lib/format";
import { focusFieldOf, revealTabTrigger, wantsRegisterSection } from "../../../lib/record-focus";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import type { VendorDetail, VendorDialog, VendorRef } from "../types";
import { VendorLoadError } from "../VendorLoadError";
import type { VendorRights } from "../vendor-permissions";
import { ActivityTab } from "./ActivityTab";
import { AssessmentsTab, useVendorAssessments } from "./AssessmentsTab";
import { ContractsTab, useVendorContracts } from "./ContractsTab";
import { InvoicesTab } from "./InvoicesTab";
import { KpiBreachesTab } from "./KpiBreachesTab";
import { OffboardingTab } from "./OffboardingTab";
import { OnboardingTab } from "./OnboardingTab";
import { OverviewTab } from "./OverviewTab";
import { RegisterTab } from "./RegisterTab";
import { ReviewsTab } from "./ReviewsTab";
import { VendorRecordHeader } from "./VendorRecordHeader";

/**
 * The vendor's record in a side sheet, opened by /vendor-management?vendor=<id> (so it can be linked and
 * bookmarked): overview, onboarding checklist, reviews, KPI breaches, invoices, offboarding, the register's
 * identification and activity. `&section=register` opens it on its Register tab, `&field=` focuses a field there.
 */
export function VendorDetailSheet({
  vendorId,
  rights,
  onClose,
  onDialog,
}: {
  vendorId: string | null;
  rights: VendorRights;
  onClose: () => void;
  onDialog: (dialog: VendorDialog) => void;
}) {
  return (
    <RecordSheet open={vendorId !== null} onClose={onClose} testId="vendor-detail">
      {vendorId && <VendorDetailBody vendorId={vendorId} rights={rights} onDialog={onDialog} />}
    </RecordSheet>
  );
}

function VendorDetailBody({
  vendorId,
  rights,
  onDialog,
}: {
  vendorId: string;
  rights: VendorRights;
  onDialog: (dialog: VendorDialog) => void;
}) {
  const { t } = useTranslation("vendorRecord");
  const trpc = useTRPC();
  const detail = useQuery(trpc.vendors.get.queryOptions({ id: vendorId }));

  if (detail.isPending) return <RecordSheetLoading title={t("vendorRecord:sheet.loading")} />;
  if (detail.isError) {
    return (
      <RecordSheetError title={t("vendorRecord:sheet.errorTitle")}>
        <VendorLoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      </RecordSheetError>
    );
  }
  return <VendorDetailContent vendor={detail.data} rights={rights} onDialog={onDialog} />;
}

function VendorDetailContent({
  vendor,
  rights,
  onDialog,
}: {
  vendor: VendorDetail;
  rights: VendorRights;
  onDialog: (dialog: VendorDialog) => void;
}) {
  const { t } = useTranslation(["vendorRecord", "vendors"]);
  const ref: VendorRef = { id: vendor.id, name: vendor.name, status: vendor.status, riskRating: vendor.riskRating };
  const tasks = [...vendor.onboardingTasks].sort((a, b) => a.position - b.position);
  const done = tasks.filter((t) => t.completedAt).length;
  const checklistComplete = done === tasks.length;
  const openOffboarding = vendor.offboardings.find((o) => o.state === "open");
  // The vendor's risk assessments, for the roles that may view them (000 §6).
  const { data: me } = useSession();
  const assessmentsAllowed = allows(me?.role, RISK_ASSESSMENT_ACCESS.view);
  const assessments = useVendorAssessments(vendor.id, assessmentsAllowed);
  // The vendor's contracts and its contract book, for the roles that may view contracts.
  const contractsAllowed = allows(me?.role, CONTRACT_ACCESS.view);
  const contracts = useVendorContracts(vendor.id, contractsAllowed);
  // The provider's identification for the regulatory register: read by whoever views the vendor, edited per
  // REGISTER_ACCESS.vendorFields (the tab says which).
  const [params] = useSearchParams();
  const openOn = wantsRegisterSection(params) ? "register" : null;

  return (
    <>
      <VendorRecordHeader
        vendor={vendor}
        refVendor={ref}
        rights={rights}
        checklistComplete={checklistComplete}
        onDialog={onDialog}
      />

      <Tabs
        defaultValue={openOn ?? (vendor.status === "onboarding" ? "onboarding" : "overview")}
        className="gap-4 px-6 py-4"
      >
        <TabsList className="w-full justify-start" aria-label={t("vendorRecord:sheet.sections")}>
          <TabsTrigger value="overview" className="flex-none">
            {t("vendorRecord:sheet.tabs.overview")}
          </TabsTrigger>
          <TabsTrigger value="onboarding" className="flex-none">
            {t("vendorRecord:sheet.tabs.onboarding")} <CountBadge n={`${done}/${tasks.length}`} />
          </TabsTrigger>
          <TabsTrigger value="reviews" className="flex-none">
            {t("vendorRecord:sheet.tabs.reviews")} <CountBadge n={formatCount(vendor.counts.reviews)} />
          </TabsTrigger>
          {assessmentsAllowed && (
            <TabsTrigger value="assessments" className="flex-none">
              {t("vendorRecord:sheet.tabs.assessments")}{" "}
              {assessments.data && <CountBadge n={formatCount(assessments.data.pagination.total)} />}
            </TabsTrigger>
          )}
          {contractsAllowed && (
            <TabsTrigger value="contracts" className="flex-none">
              {t("vendorRecord:sheet.tabs.contracts")}{" "}
              {contracts.data && <CountBadge n={formatCount(contracts.data.pagination.total)} />}
            </TabsTrigger>
          )}
          <TabsTrigger value="kpi" className="flex-none">
            {t("vendorRecord:sheet.tabs.kpiBreaches")} <CountBadge n={formatCount(vendor.counts.kpiBreaches)} />
          </TabsTrigger>
          {vendor.invoices && (
            <TabsTrigger value="invoices" className="flex-none">
              {t("vendorRecord:sheet.tabs.invoices")} <CountBadge n={formatCount(vendor.counts.invoices)} />
            </TabsTrigger>
          )}
          <TabsTrigger
            value="register"
            className="flex-none"
            data-testid="vendor-tab-register"
            ref={openOn ? revealTabTrigger : undefined}
          >
            {t("vendorRecord:sheet.tabs.register")}
          </TabsTrigger>
          <TabsTrigger value="offboarding" className="flex-none">
            {t("vendorRecord:sheet.tabs.offboarding")}
          </TabsTrigger>
          <TabsTrigger value="collaboration" className="flex-none">
            <CollaborationTabLabel />
          </TabsTrigger>
          <TabsTrigger value="activity" className="flex-none">
            {t("vendorRecord:sheet.tabs.activity")}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="overview">
          <OverviewTab vendor={vendor} />
        </TabsContent>
        <TabsContent value="onboarding">
          <OnboardingTab
            vendor={vendor}
            tasks={tasks}
            done={done}
            canTick={rights.relationship}
            canActivate={rights.edit}
            complete={checklistComplete}
          />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsTab
            vendor={vendor}
            canReview={rights.relationship}
            onReview={() => onDialog({ kind: "review", vendor: ref })}
          />
        </TabsContent>
        {assessmentsAllowed && (
          <TabsContent value="assessments">
            <AssessmentsTab
              vendorId={vendor.id}
              canCreate={allows(me?.role, RISK_ASSESSMENT_ACCESS.create) && vendor.status !== "offboarded"}
            />
          </TabsContent>
        )}
        {contractsAllowed && (
          <TabsContent value="contracts">
            <ContractsTab vendorId={vendor.id} />
          </TabsContent>
        )}
        <TabsContent value="kpi">
          <KpiBreachesTab
            vendor={vendor}
            canRecord={rights.relationship && vendor.status !== "offboarded"}
            onRecord={() => onDialog({ kind: "record-breach", vendor: ref })}
            onResolve={(breach) => onDialog({ kind: "resolve-breach", vendor: ref, breach })}
          />
        </TabsContent>
        {vendor.invoices && (
          <TabsContent value="invoices">
            <InvoicesTab invoices={vendor.invoices} total={vendor.counts.invoices} />
          </TabsContent>
        )}
        <TabsContent value="register">
          <RegisterTab vendorId={vendor.id} focusField={openOn ? focusFieldOf(params) : null} />
        </TabsContent>
        <TabsContent value="offboarding">
          <OffboardingTab
            vendor={vendor}
            open={openOffboarding}
            canOffboard={rights.relationship}
            onDialog={(kind) => onDialog({ kind, vendor: ref })}
          />
        </TabsContent>
        <TabsContent value="collaboration">
          <RecordCollaboration entityType="vendor" entityId={vendor.id} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab vendor={vendor} />
        </TabsContent>
      </Tabs>
    </>
  );
}
