import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { InvoiceStatusChip } from "../../../components/InvoiceStatusChip";
import { formatAmount, formatCalendarDate } from "../../../lib/format";
import type { VendorDetail } from "../types";
import { ShownOfTotal } from "./ShownOfTotal";

export function InvoicesTab({ invoices, total }: { invoices: NonNullable<VendorDetail["invoices"]>; total: number }) {
  const { t } = useTranslation("vendorRecord");
  if (invoices.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("vendorRecord:invoices.empty")}</p>;
  }
  return (
    <div className="grid gap-2">
      <Table aria-label={t("vendorRecord:invoices.label")}>
        <TableHeader>
          <TableRow>
            <TableHead>{t("vendorRecord:invoices.number")}</TableHead>
            <TableHead className="text-right">{t("vendorRecord:invoices.amount")}</TableHead>
            <TableHead>{t("vendorRecord:invoices.due")}</TableHead>
            <TableHead>{t("vendorRecord:invoices.status")}</TableHead>
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
      <ShownOfTotal shown={invoices.length} total={total} list="invoices" />
    </div>
  );
}
