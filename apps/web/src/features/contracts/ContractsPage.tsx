import { useQuery } from "@tanstack/react-query";
import { Button, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { DashboardBreadcrumb } from "../../components/DashboardBreadcrumb";
import { errorText } from "../../components/error-text";
import { PageHeader } from "../../components/PageHeader";
import { focusFieldOf } from "../../lib/record-focus";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { AllContractsTab } from "./AllContractsTab";
import { contractRights, mayEditContract } from "./contract-format";
import {
  CONTRACT_TABS,
  type ContractListView,
  type ContractTab,
  openContractOf,
  parseContractView,
  tabOf,
  wantsContractEdit,
  withContractView,
  withOpenContract,
  withoutContractEdit,
  withTab,
} from "./contract-view";
import { ContractFormDialog } from "./form/ContractFormDialog";
import type { ContractRow as ContractListItem } from "./types";

const DraftContractTab = lazy(() => import("./stepper/DraftContractTab"));
const TemplatesTab = lazy(() => import("./templates/TemplatesTab"));
const ContractDetailSheet = lazy(() => import("./detail/ContractDetailSheet"));

const TAB_LABEL: Record<ContractTab, string> = {
  all: "contracts:tabs.all",
  draft: "contracts:tabs.draft",
  templates: "contracts:tabs.templates",
};

/**
 * The Contract Governance Center (000 §2): breadcrumb from the dashboard, Add contract, and three tabs — All
 * Contracts (totals, filters, the register), Draft Contract (the lifecycle stepper) and Templates. The tab, the
 * register's filters and the open contract live in the URL (?tab=draft&contract=<id>), so every view can be linked.
 */
export default function ContractsPage() {
  const { t } = useTranslation(["contracts", "common"]);
  const { data: me } = useSession();
  const rights = contractRights(me?.role);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const view = useMemo(() => parseContractView(params), [params]);
  const openId = openContractOf(params);
  // A link's `edit=1` opens the contract's edit form instead of its sheet (which shows once the form closes, or at
  // once, with a note, when the contract turns out not to be editable: terminated).
  const editFromLink = openId && rights.edit && wantsContractEdit(params) ? openId : null;
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);

  const documentTitle = t("contracts:page.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const changeView = useCallback(
    (change: Partial<ContractListView>, options?: { replace?: boolean }) =>
      setParams((current) => withContractView(current, change), options),
    [setParams],
  );
  const openContract = useCallback(
    (id: string | null) => setParams((current) => withOpenContract(current, id)),
    [setParams],
  );
  const contractHref = useCallback((id: string) => `?${withOpenContract(params, id).toString()}`, [params]);
  const onEdit = useCallback((contract: ContractListItem) => setEditingId(contract.id), []);

  const addButton = rights.create ? (
    <Button onClick={() => setCreating(true)} data-testid="add-contract">
      <PlusIcon aria-hidden="true" />
      {t("contracts:actions.add")}
    </Button>
  ) : null;

  return (
    <section>
      <DashboardBreadcrumb
        label={t("contracts:page.breadcrumb")}
        dashboard={t("contracts:page.dashboard")}
        current={t("contracts:page.current")}
      />
      <PageHeader title={t("contracts:page.title")} description={t("contracts:page.description")} actions={addButton} />

      <Tabs
        value={tab}
        onValueChange={(value) => setParams((current) => withTab(current, tabOf(new URLSearchParams({ tab: value }))))}
        className="gap-4"
      >
        <TabsList className="w-full justify-start gap-1 sm:w-fit" aria-label={t("contracts:page.tabsLabel")}>
          {CONTRACT_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-none px-3 py-1.5" data-testid={`tab-${value}`}>
              {t(TAB_LABEL[value])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="all">
          <AllContractsTab
            view={view}
            onViewChange={changeView}
            rights={rights}
            meId={me?.id}
            contractHref={contractHref}
            onEdit={rights.edit ? onEdit : undefined}
            emptyAction={addButton}
          />
        </TabsContent>
        <TabsContent value="draft">
          <Suspense fallback={<TabLoading />}>
            <DraftContractTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="templates">
          <Suspense fallback={<TabLoading />}>
            <TemplatesTab />
          </Suspense>
        </TabsContent>
      </Tabs>

      {/* On the Draft Contract tab ?contract is the contract in the stepper, not a detail to open over it. */}
      {openId && tab !== "draft" && !editFromLink && (
        <Suspense fallback={null}>
          <ContractDetailSheet contractId={openId} onClose={() => openContract(null)} />
        </Suspense>
      )}
      {rights.create && (
        <ContractFormDialog
          open={creating}
          onOpenChange={setCreating}
          onSaved={(id) => setParams((current) => withOpenContract(withTab(current, "all"), id))}
        />
      )}
      {rights.edit && editingId && <EditContract id={editingId} role={me?.role} onClose={() => setEditingId(null)} />}
      {editFromLink && (
        <EditContract
          id={editFromLink}
          role={me?.role}
          focusField={focusFieldOf(params)}
          onClose={() => setParams((current) => withoutContractEdit(current), { replace: true })}
        />
      )}
    </section>
  );
}

function TabLoading() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * Edit from a row, or from a link (`edit=1`, focusing `field=`): the form opens once the contract's details have
 * arrived; a failure says so and closes. A contract the role may not edit (terminated: the sheet's rule) closes with
 * a note instead, so a link opens its sheet.
 */
function EditContract({
  id,
  role,
  onClose,
  focusField = null,
}: {
  id: string;
  role: string | null | undefined;
  onClose: () => void;
  focusField?: string | null;
}) {
  const { t } = useTranslation(["contracts", "common"]);
  const trpc = useTRPC();
  const contract = useQuery(trpc.contracts.get.queryOptions({ id }));
  const failed = contract.isError;
  const error = contract.error;
  const refused = contract.data !== undefined && !mayEditContract(role, contract.data);
  useEffect(() => {
    if (!failed) return;
    toast.error(errorText(t, error, t("contracts:actions.editLoadFailed")));
    onClose();
  }, [failed, error, t, onClose]);
  useEffect(() => {
    if (!refused) return;
    toast.info(t("contracts:actions.editTerminated"));
    onClose();
  }, [refused, t, onClose]);
  if (!contract.data || refused) return null;
  return (
    <ContractFormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      contract={contract.data}
      onSaved={onClose}
      focusField={focusField}
    />
  );
}
