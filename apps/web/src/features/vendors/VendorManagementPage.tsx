import { useQuery } from "@tanstack/react-query";
import { Button, Separator, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { PlusIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatCount } from "../../lib/format";
import { withoutRecordFocus } from "../../lib/record-focus";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { ContractBook } from "./ContractBook";
import { OnboardingQueuePanel } from "./OnboardingQueuePanel";
import { RelationshipHealthPanel } from "./RelationshipHealthPanel";
import { VendorDetailSheet } from "./record/VendorRecordSheet";
import { parseRegisterView, type RegisterView, withRegisterView } from "./register-view";
import { VendorTransferActions } from "./transfer/VendorTransferActions";
import type { VendorDialog } from "./types";
import { VendorCountCards } from "./VendorCountCards";
import { VendorDialogs } from "./VendorDialogs";
import { NewVendorDialog } from "./VendorFormDialog";
import { KpiBreachesReport, RecentInvoices } from "./VendorReports";
import { VendorTable } from "./VendorTable";
import { parseTab, tabLabel, tabTotal, VENDOR_TABS, type VendorTab } from "./vendor-format";
import { vendorRights } from "./vendor-permissions";

/**
 * Enterprise Vendor Management (000 §2): header totals, New Vendor, four status cards, five tabs over the vendor
 * table, the side panel (Onboarding Queue or Relationship Health), the KPI Breaches Report and Recent Invoices.
 * The tab and the open vendor live in the URL (?tab=onboarding&vendor=<id>), so every view can be linked.
 */
export default function VendorManagementPage() {
  const { t } = useTranslation(["vendors"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const rights = vendorRights(me?.role);
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseRegisterView(params), [params]);
  const tab = view.tab;
  const vendorId = params.get("vendor");
  const [newVendorOpen, setNewVendorOpen] = useState(false);
  const [dialog, setDialog] = useState<VendorDialog | null>(null);
  const [focusVendorId, setFocusVendorId] = useState<string | null>(null);

  const documentTitle = t("vendors:page.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const summary = useQuery(trpc.vendors.summary.queryOptions());

  const changeView = useCallback(
    (change: Partial<RegisterView>, options?: { replace?: boolean }) =>
      setParams((current) => withRegisterView(current, change), options),
    [setParams],
  );
  const setTab = useCallback((next: VendorTab) => changeView({ tab: next }), [changeView]);

  const vendorHref = useCallback(
    (id: string) => {
      const p = new URLSearchParams(params);
      p.set("vendor", id);
      return `?${p.toString()}`;
    },
    [params],
  );

  const openVendor = useCallback(
    (id: string) =>
      setParams((current) => {
        const p = new URLSearchParams(current);
        p.set("vendor", id);
        return p;
      }),
    [setParams],
  );

  const closeVendor = useCallback(
    () =>
      setParams((current) => {
        // The section and field a register link brought go with the vendor.
        const p = withoutRecordFocus(current);
        p.delete("vendor");
        return p;
      }),
    [setParams],
  );

  const closeDialog = useCallback(() => setDialog(null), []);

  const newVendorButton = rights.create ? (
    <Button onClick={() => setNewVendorOpen(true)}>
      <PlusIcon aria-hidden="true" />
      {t("vendors:page.newVendor")}
    </Button>
  ) : null;

  // What each tab lists: the Offboarding tab holds vendors being offboarded and those already offboarded.
  const tabCount = (value: VendorTab) => (summary.data ? tabTotal(value, summary.data) : undefined);

  return (
    <section aria-labelledby="vendors-title" className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-6">
        <div className="grid min-w-0 gap-3">
          <div className="grid gap-1">
            <h1 id="vendors-title" className="text-2xl font-semibold tracking-tight">
              {t("vendors:page.title")}
            </h1>
            <p className="text-muted-foreground">{t("vendors:page.description")}</p>
          </div>
          <dl className="flex flex-wrap gap-x-8 gap-y-2" data-testid="vendor-totals">
            <div>
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {t("vendors:page.totalVendors")}
              </dt>
              <dd className="text-2xl font-semibold tabular-nums" data-testid="total-vendors">
                {summary.data ? (
                  formatCount(summary.data.total)
                ) : summary.isError ? (
                  "—"
                ) : (
                  <Skeleton className="mt-1 h-7 w-14" />
                )}
              </dd>
            </div>
            <ContractBook book={summary.data?.contractBookByCurrency} isError={summary.isError} />
          </dl>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* Export / Import of the register: their own group, kept apart from record actions. */}
          <div className="flex flex-wrap items-center gap-2 empty:hidden" data-slot="vendor-transfer-actions">
            <VendorTransferActions />
          </div>
          {newVendorButton && (
            <>
              <Separator
                orientation="vertical"
                className="mx-1 h-6 [[data-slot=vendor-transfer-actions]:empty+&]:hidden"
              />
              {newVendorButton}
            </>
          )}
        </div>
      </header>

      {summary.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t("vendors:page.totalsFailed")}{" "}
          <button type="button" className="underline underline-offset-4" onClick={() => void summary.refetch()}>
            {t("vendors:actions.tryAgain")}
          </button>
        </p>
      )}

      <VendorCountCards summary={summary.data} loading={summary.isPending} activeTab={tab} onSelectTab={setTab} />

      <Tabs value={tab} onValueChange={(value) => setTab(parseTab(value))} className="gap-4">
        <TabsList className="w-full justify-start gap-1 sm:w-fit" aria-label={t("vendors:page.tabsLabel")}>
          {VENDOR_TABS.map((entry) => {
            const n = tabCount(entry.id);
            return (
              <TabsTrigger key={entry.id} value={entry.id} className="flex-none gap-2 px-3 py-1.5">
                {tabLabel(t, entry.id)}
                {n !== undefined && (
                  <span className="rounded-full bg-foreground/10 px-1.5 text-xs tabular-nums">
                    <span className="sr-only">(</span>
                    {formatCount(n)}
                    <span className="sr-only">)</span>
                  </span>
                )}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value={tab} className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <VendorTable
            view={view}
            onViewChange={changeView}
            focusVendorId={focusVendorId}
            onFocused={() => setFocusVendorId(null)}
            rights={rights}
            vendorHref={vendorHref}
            onDialog={setDialog}
            emptyAction={newVendorButton}
            exactTotal={summary.data ? tabTotal(tab, summary.data) : undefined}
          />
          {tab === "onboarding" ? (
            <OnboardingQueuePanel vendorHref={vendorHref} />
          ) : (
            <RelationshipHealthPanel vendorHref={vendorHref} />
          )}
        </TabsContent>
      </Tabs>

      <div className="grid grid-cols-1 items-start gap-6">
        <KpiBreachesReport vendorHref={vendorHref} />
        <RecentInvoices vendorHref={vendorHref} allowed={rights.invoices} role={me?.role} />
      </div>

      {rights.create && (
        <NewVendorDialog
          open={newVendorOpen}
          onOpenChange={setNewVendorOpen}
          onCreated={(vendor) => {
            // The new vendor heads the Onboarding Queue (newest first) and takes the focus, so a keyboard user
            // goes on from the vendor they just made rather than from the top of the page.
            setFocusVendorId(vendor.id);
            setParams((current) => {
              const p = withRegisterView(current, {
                tab: "onboarding",
                q: "",
                sort: { sort: "createdAt", order: "desc" },
                page: 1,
              });
              p.delete("vendor");
              return p;
            });
          }}
          onOpenVendor={openVendor}
        />
      )}
      <VendorDetailSheet vendorId={vendorId} rights={rights} onClose={closeVendor} onDialog={setDialog} />
      <VendorDialogs dialog={dialog} onClose={closeDialog} onDeleted={closeVendor} />
    </section>
  );
}
