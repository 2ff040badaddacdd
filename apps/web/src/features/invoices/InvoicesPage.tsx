import { usePrefetchQuery } from "@tanstack/react-query";
import { Button } from "@tprm/ui";
import { EyeIcon, PlusIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { RecordCollaboration } from "../../components/RecordCollaboration";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { InvoiceDialogs } from "./InvoiceActionDialogs";
import { InvoiceExceptionsPanel } from "./InvoiceExceptionsPanel";
import { NewInvoiceDialog } from "./InvoiceFormDialog";
import { InvoiceMetricsCards } from "./InvoiceMetricsCards";
import { type InvoiceFilters, InvoiceTable, invoiceListInput } from "./InvoiceTable";
import { DEFAULT_INVOICE_SORT, parseStatusFilter, parseVendorFilter } from "./invoice-format";
import { invoiceRights } from "./invoice-permissions";
import type { InvoiceDialog } from "./types";

/** The linked invoice (?invoice=<id>) shows its tags and comments below the register. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Invoices (001 §2.6, a stub in the spec; built over the documented endpoints): the figures from invoices.metrics,
 * the invoice register with its filters in the address (?status=overdue&vendor=<id>&q=…&invoice=<id>), the
 * exceptions panel, and New Invoice / Edit / Mark as paid / Delete for the roles the server lets change invoices.
 */
export default function InvoicesPage() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const filters: InvoiceFilters = {
    status: parseStatusFilter(params.get("status")),
    vendorId: parseVendorFilter(params.get("vendor")),
    search: params.get("q")?.trim() ?? "",
    highlight: params.get("invoice") ?? undefined,
  };
  // The screen's data starts loading while its translations arrive (useTranslation suspends until then), not after.
  usePrefetchQuery(trpc.invoices.metrics.queryOptions());
  usePrefetchQuery(trpc.invoices.exceptions.queryOptions());
  usePrefetchQuery(trpc.invoices.list.queryOptions(invoiceListInput(filters, 1, DEFAULT_INVOICE_SORT)));

  const { t } = useTranslation(["invoices"]);
  const { data: me } = useSession();
  const rights = invoiceRights(me?.role);
  const [newOpen, setNewOpen] = useState(false);
  const [dialog, setDialog] = useState<InvoiceDialog | null>(null);

  useEffect(() => {
    document.title = t("invoices:page.documentTitle");
  }, [t]);

  const setFilters = useCallback(
    (next: Partial<Omit<InvoiceFilters, "highlight">>) =>
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          const put = (key: string, value: string | undefined) => (value ? p.set(key, value) : p.delete(key));
          if ("status" in next) put("status", next.status);
          if ("vendorId" in next) put("vendor", next.vendorId);
          if ("search" in next) put("q", next.search);
          // The user chose other filters: the linked invoice is no longer the point.
          p.delete("invoice");
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  const closeDialog = useCallback(() => setDialog(null), []);

  const newInvoiceButton = rights.create ? (
    <Button onClick={() => setNewOpen(true)}>
      <PlusIcon aria-hidden="true" />
      {t("invoices:page.newInvoice")}
    </Button>
  ) : null;

  const readOnly = !rights.create && !rights.edit && !rights.delete;

  return (
    <section aria-labelledby="invoices-title" className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 id="invoices-title" className="text-2xl font-semibold tracking-tight">
            {t("invoices:page.title")}
          </h1>
          <p className="text-muted-foreground">{t("invoices:page.description")}</p>
          {readOnly && (
            <p
              className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground"
              data-testid="invoices-read-only"
            >
              <EyeIcon aria-hidden="true" className="size-4" />
              {me?.role ? t("invoices:page.readOnlyWithRole", { role: me.role }) : t("invoices:page.readOnly")}
            </p>
          )}
        </div>
        {newInvoiceButton}
      </header>

      <InvoiceMetricsCards />

      <InvoiceExceptionsPanel />

      <InvoiceTable
        filters={filters}
        onFiltersChange={setFilters}
        rights={rights}
        onDialog={setDialog}
        emptyAction={newInvoiceButton}
      />

      {filters.highlight && UUID.test(filters.highlight) && (
        <RecordCollaboration entityType="invoice" entityId={filters.highlight} asSection />
      )}

      {rights.create && (
        <NewInvoiceDialog
          open={newOpen}
          onOpenChange={setNewOpen}
          onCreated={(invoice) =>
            setParams((current) => {
              const p = new URLSearchParams(current);
              p.set("invoice", invoice.id);
              return p;
            })
          }
        />
      )}
      <InvoiceDialogs dialog={dialog} onClose={closeDialog} />
    </section>
  );
}
