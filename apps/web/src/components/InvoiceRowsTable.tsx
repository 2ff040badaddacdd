import { cn, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import type { ComponentProps } from "react";
import { formatAmount, formatCalendarDate } from "../lib/format";
import { InvoiceStatusChip } from "./InvoiceStatusChip";

type InvoiceRow = ComponentProps<typeof InvoiceStatusChip>["invoice"] & {
  id: string;
  number: string;
  amount: string | number;
  currency: string;
  dueDate: string | Date;
};

/** A record's invoices in a small table (a vendor's, a contract's): number, amount, due date and status. */
export function InvoiceRowsTable({
  invoices,
  texts,
  rowTestId,
  numberClassName,
}: {
  invoices: readonly InvoiceRow[];
  /** The table's name and its column headers, already in words. */
  texts: { label: string; number: string; amount: string; due: string; status: string };
  rowTestId?: string;
  numberClassName?: string;
}) {
  return (
    <Table aria-label={texts.label}>
      <TableHeader>
        <TableRow>
          <TableHead>{texts.number}</TableHead>
          <TableHead className="text-right">{texts.amount}</TableHead>
          <TableHead>{texts.due}</TableHead>
          <TableHead>{texts.status}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id} data-testid={rowTestId}>
            <TableCell className={cn("font-mono text-xs", numberClassName)}>{invoice.number}</TableCell>
            <TableCell className="text-right tabular-nums">{formatAmount(invoice.amount, invoice.currency)}</TableCell>
            <TableCell>{formatCalendarDate(invoice.dueDate)}</TableCell>
            <TableCell>
              <InvoiceStatusChip invoice={invoice} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
