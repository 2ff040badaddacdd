import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { allows, GOVERNANCE_ACCESS } from "@tprm/api/permissions";
import { Button, Label, SearchInput } from "@tprm/ui";
import { ArchiveIcon, ListIcon, PlusIcon } from "lucide-react";
import { lazy, Suspense, useCallback, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { useFilterBar } from "../../../components/FilterSearch";
import { TagFilter } from "../../../components/TagFilter";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { useTagParam } from "../../../lib/use-tag-param";
import { ArchiveDialog } from "./ArchiveDialog";
import { OverviewCards } from "./OverviewCards";
import { PoliciesTable } from "./PoliciesTable";
import { PolicyExport } from "./PolicyExport";
import { PolicyFormDialog } from "./PolicyFormDialog";
import {
  POLICIES_PAGE_SIZE,
  type PoliciesView,
  policiesViewOf,
  policiesViewParams,
  toListInput,
} from "./policies-view";
import type { RowActions } from "./policy-columns";
import type { PolicyItem } from "./types";
import { usePolicyChanges } from "./use-policy-changes";

const PolicyDetailSheet = lazy(() => import("./detail/PolicyDetailSheet"));
const EDIT_EVERY_POLICY = { action: "edit", resource: "policies" } as const;

/**
 * The Enterprise Policies tab (001 §2.2): the monitoring card and upcoming reviews, the policies table with search,
 * filters, sort and pages in the URL, the row menu, bulk archive, export, the archived view with Restore, the
 * New Policy and Edit dialog, and the detail (?policy=<id>).
 */
export default function PoliciesTab() {
  const { t } = useTranslation(["governancePolicies"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const role = me?.role;
  const canCreate = allows(role, GOVERNANCE_ACCESS.createPolicy);
  const canArchive = allows(role, GOVERNANCE_ACCESS.archivePolicy);
  const editsAll = allows(role, EDIT_EVERY_POLICY);
  const editsSome = allows(role, GOVERNANCE_ACCESS.editPolicy);
  const [params, setParams] = useSearchParams();
  const view = policiesViewOf(params);
  const change = useCallback(
    (next: Partial<PoliciesView>) => setParams((current) => policiesViewParams(current, next)),
    [setParams],
  );
  const overview = useQuery(trpc.policies.overview.queryOptions());
  const [tagId, setTagId] = useTagParam();
  const list = useQuery({
    ...trpc.policies.list.queryOptions({ ...toListInput(view), tagId }),
    enabled: !view.archived,
    placeholderData: keepPreviousData,
  });
  const archived = useQuery({
    ...trpc.policies.archived.queryOptions({
      page: view.page,
      limit: POLICIES_PAGE_SIZE,
      ...(view.q ? { search: view.q } : {}),
    }),
    enabled: view.archived,
    placeholderData: keepPreviousData,
  });
  const { archive, bulkArchive, restore } = usePolicyChanges();
  const bar = useFilterBar(view.q, (q) => change({ q }));
  const searchId = useId();
  const [dialog, setDialog] = useState<{ open: boolean; policy?: PolicyItem }>({ open: false });
  const [toArchive, setToArchive] = useState<PolicyItem[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const actions = useMemo<RowActions>(
    () => ({
      onView: (p) => change({ policy: p.id }),
      onEdit: editsSome ? (p) => setDialog({ open: true, policy: p }) : undefined,
      onArchive: canArchive ? (p) => setToArchive([p]) : undefined,
      onRestore: canArchive
        ? (p) =>
            restore.mutate(
              { id: p.id },
              { onSuccess: () => toast.success(t("governancePolicies:archive.restored", { name: p.name })) },
            )
        : undefined,
      mayEdit: (p) => editsAll || (editsSome && p.securityPolicy),
    }),
    [change, editsSome, editsAll, canArchive, restore, t],
  );

  function confirmArchive() {
    const policies = toArchive;
    setToArchive([]);
    const done = () => {
      setSelected(new Set());
      toast.success(t("governancePolicies:archive.done", { count: policies.length, name: policies[0]?.name }));
    };
    if (policies.length === 1) archive.mutate({ id: policies[0]!.id }, { onSuccess: done });
    else bulkArchive.mutate({ ids: policies.map((p) => p.id) }, { onSuccess: done });
  }

  const query = view.archived ? archived : list;
  const selection =
    canArchive && !view.archived
      ? {
          selected,
          onChange: setSelected,
          allLabel: t("governancePolicies:bulk.selectAll"),
          rowLabel: (p: PolicyItem) => t("governancePolicies:bulk.selectOne", { name: p.name }),
        }
      : undefined;

  return (
    <div className="grid grid-cols-1 gap-6" data-testid="policies-tab">
      <OverviewCards query={overview} onView={actions.onView} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full gap-1.5 sm:w-96">
          <Label htmlFor={searchId}>{t("governancePolicies:search.label")}</Label>
          <SearchInput
            id={searchId}
            placeholder={t("governancePolicies:search.placeholder")}
            value={bar.search}
            onChange={(e) => bar.setSearch(e.target.value)}
            data-testid="policies-search"
          />
        </div>
        {!view.archived && <TagFilter className="w-full sm:w-56" value={tagId} onChange={setTagId} />}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => change({ archived: !view.archived })}
            data-testid="policies-archived-toggle"
          >
            {view.archived ? <ListIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
            {view.archived ? t("governancePolicies:actions.showActive") : t("governancePolicies:actions.showArchived")}
          </Button>
          <PolicyExport view={view} />
          {canCreate && (
            <Button onClick={() => setDialog({ open: true })} data-testid="new-policy">
              <PlusIcon aria-hidden="true" />
              {t("governancePolicies:actions.newPolicy")}
            </Button>
          )}
        </div>
      </div>
      <PoliciesTable
        query={query}
        view={view}
        onViewChange={change}
        actions={actions}
        selection={selection}
        onArchiveSelected={() => setToArchive((list.data?.items ?? []).filter((p) => selected.has(p.id)))}
      />
      {dialog.open && (
        <PolicyFormDialog open onOpenChange={(open) => !open && setDialog({ open: false })} policy={dialog.policy} />
      )}
      <ArchiveDialog
        names={toArchive.map((p) => p.name)}
        onConfirm={confirmArchive}
        onCancel={() => setToArchive([])}
      />
      {view.policy && (
        <Suspense fallback={null}>
          <PolicyDetailSheet
            policyId={view.policy}
            onClose={() => change({ policy: null })}
            onEdit={editsSome ? (p) => setDialog({ open: true, policy: p }) : undefined}
            mayEdit={actions.mayEdit}
          />
        </Suspense>
      )}
    </div>
  );
}
