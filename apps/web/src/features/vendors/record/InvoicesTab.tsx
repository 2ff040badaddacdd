import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import { InvoiceStatusChip } from "../../../components/InvoiceStatusChip";
import { formatAmount, formatCalendarDate } from "../../../lib/format";
import type { VendorDetail } from "../types";
import { ShownOfTotal } from "./ShownOfTotal";

export function InvoicesTab({ invoices, total }: { invoices: NonNullable<VendorDetail["invoices"]>; total: number }) {
  if (invoices.length === 0) {
    return <p className="text-sm text-muted-foreground">No invoices recorded for this vendor.</p>;
  }
  return (
    <div className="grid gap-2">
      <Table aria-label="Invoices">
        <TableHeader>
          <TableRow>
            <TableHead>Invoice</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Due</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell className="font-mono text-xs">{invoice.number}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatAmount(invoice.amount, invoice.currency)}
              </TableCell>
              <TableCell>{formatCalendarDate(invoice.dueDate)}</TableCell>
              <TableCell>
                <InvoiceStatusChip invoice={invoice} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ShownOfTotal shown={invoices.length} total={total} noun="invoices" />
    </div>
  );
}
