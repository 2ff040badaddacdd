import type { ColumnDef } from "@tanstack/react-table";
import {
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@tprm/ui";
import type { TFunction } from "i18next";
import { CircleCheckIcon, EllipsisIcon, PencilIcon, Trash2Icon, UndoIcon } from "lucide-react";
import { Link } from "react-router";
import { InvoiceStatusChip } from "../../components/InvoiceStatusChip";
import { RecordCollaborationButton } from "../../components/RecordCollaboration";
import { formatAmount, formatCalendarDate } from "../../lib/format";
import { daysOverdue, vendorRecordHref } from "./invoice-format";
import type { InvoiceRights } from "./invoice-permissions";
import type { InvoiceDialog, InvoiceListItem } from "./types";

const linkClass =
  "rounded-sm underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** Whole days from a due date to today (UTC, the server's reference for "overdue"). */
function daysPast(dueDate: string, now = new Date()): number {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.round((today - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

/** The invoice register's columns; the ids of sortable columns are the server's sort columns. */
export function invoiceColumns({
  t,
  rights,
  onDialog,
}: {
  t: TFunction;
  rights: InvoiceRights;
  onDialog: (dialog: InvoiceDialog) => void;
}): ColumnDef<InvoiceListItem, unknown>[] {
  const showActions = rights.edit || rights.delete;
  const columns: ColumnDef<InvoiceListItem, unknown>[] = [
    {
      id: "number",
      enableSorting: true,
      header: t("invoices:table.columns.number"),
      meta: { headClassName: "pl-4", cellClassName: "max-w-56 py-2.5 pl-4" },
      cell: ({ row: { original: invoice } }) => (
        <>
          <span
            className="block truncate font-mono text-sm font-medium"
            data-testid="invoice-number"
            title={invoice.number}
          >
            {invoice.number}
          </span>
          {invoice.description && (
            <span className="block truncate text-xs text-muted-foreground" title={invoice.description}>
              {invoice.description}
            </span>
          )}
        </>
      ),
    },
    {
      id: "vendor",
      enableSorting: true,
      header: t("invoices:table.columns.vendor"),
      meta: { cellClassName: "max-w-48 truncate", cellProps: (invoice) => ({ title: invoice.vendor?.name }) },
      cell: ({ row: { original: invoice } }) =>
        invoice.vendor ? (
          <Link to={vendorRecordHref(invoice.vendor.id)} className={cn(linkClass, "font-medium")}>
            {invoice.vendor.name}
          </Link>
        ) : (
          "—"
        ),
    },
    {
      id: "issueDate",
      enableSorting: true,
      header: t("invoices:table.columns.issued"),
      meta: { cellClassName: "text-muted-foreground" },
      cell: ({ row }) => formatCalendarDate(row.original.issueDate),
    },
    {
      id: "dueDate",
      enableSorting: true,
      header: t("invoices:table.columns.due"),
      cell: ({ row: { original: invoice } }) => (
        <>
          <span className="block">{formatCalendarDate(invoice.dueDate)}</span>
          {invoice.overdue && (
            <span className="block text-xs font-medium text-red-700 dark:text-red-300">
              {daysOverdue(t, daysPast(invoice.dueDate))}
            </span>
          )}
        </>
      ),
    },
    {
      id: "amount",
      enableSorting: true,
      header: t("invoices:table.columns.amount"),
      meta: {
        headClassName: "text-right [&>button]:ml-auto",
        cellClassName: "text-right font-medium tabular-nums",
        cellProps: () => ({ "data-testid": "invoice-amount" }),
      },
      cell: ({ row }) => formatAmount(row.original.amount, row.original.currency),
    },
    {
      id: "status",
      enableSorting: true,
      header: t("invoices:table.columns.status"),
      meta: { headClassName: cn(!showActions && "pr-4"), cellClassName: cn(!showActions && "pr-4") },
      cell: ({ row: { original: invoice } }) => (
        <>
          <InvoiceStatusChip invoice={invoice} />
          {invoice.status === "paid" && invoice.paidAt && (
            <span
              className="mt-0.5 block text-xs text-muted-foreground"
              data-testid="invoice-paid"
              title={
                invoice.paidBy
                  ? t("invoices:table.paidOnApproved", {
                      date: formatCalendarDate(invoice.paidAt),
                      name: invoice.paidBy.name,
                    })
                  : t("invoices:table.paidOn", { date: formatCalendarDate(invoice.paidAt) })
              }
            >
              {invoice.paidBy
                ? t("invoices:table.paidBy", { date: formatCalendarDate(invoice.paidAt), name: invoice.paidBy.name })
                : formatCalendarDate(invoice.paidAt)}
            </span>
          )}
        </>
      ),
    },
  ];
  if (showActions)
    columns.push({
      id: "actions",
      header: () => <span className="sr-only">{t("invoices:table.columns.actions")}</span>,
      meta: { headClassName: "w-44 pr-4 text-right", cellClassName: "pr-4" },
      cell: ({ row }) => <InvoiceActions t={t} invoice={row.original} rights={rights} onDialog={onDialog} />,
    });
  return columns;
}

function InvoiceActions({
  t,
  invoice,
  rights,
  onDialog,
}: {
  t: TFunction;
  invoice: InvoiceListItem;
  rights: InvoiceRights;
  onDialog: (dialog: InvoiceDialog) => void;
}) {
  const paid = invoice.status === "paid";
  return (
    <div className="flex items-center justify-end gap-1">
      <RecordCollaborationButton entityType="invoice" entityId={invoice.id} name={invoice.number} />
      {rights.edit && !paid && (
        <Button variant="outline" size="sm" onClick={() => onDialog({ kind: "mark-paid", invoice })}>
          <CircleCheckIcon aria-hidden="true" />
          {t("invoices:table.markPaid")}
          <span className="sr-only"> {t("invoices:table.markPaidInvoice", { number: invoice.number })}</span>
        </Button>
      )}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t("invoices:table.moreActions", { number: invoice.number })}>
            <EllipsisIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {rights.edit && (
            <DropdownMenuItem onSelect={() => onDialog({ kind: "edit", invoice })}>
              <PencilIcon aria-hidden="true" />
              {t("invoices:table.edit")}
            </DropdownMenuItem>
          )}
          {rights.edit && paid && (
            <DropdownMenuItem onSelect={() => onDialog({ kind: "mark-unpaid", invoice })}>
              <UndoIcon aria-hidden="true" />
              {t("invoices:table.markUnpaid")}
            </DropdownMenuItem>
          )}
          {rights.delete && (
            <>
              {rights.edit && <DropdownMenuSeparator />}
              <DropdownMenuItem variant="destructive" onSelect={() => onDialog({ kind: "delete", invoice })}>
                <Trash2Icon aria-hidden="true" />
                {t("invoices:table.delete")}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
