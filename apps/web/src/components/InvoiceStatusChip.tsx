import { Badge, cn } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { INVOICE_STATE_META, invoiceState } from "../lib/invoice-state";

/** Paid / Pending / Overdue chip for an invoice (overdue as the server derives it from the due date). */
export function InvoiceStatusChip({
  invoice,
  className,
}: {
  invoice: { status: string; overdue?: boolean | null; displayStatus?: string | null };
  className?: string;
}) {
  const { t } = useTranslation("common");
  const state = invoiceState(invoice);
  const meta = INVOICE_STATE_META[state];
  return (
    <Badge variant="outline" data-testid="invoice-status" data-state={state} className={cn(meta.className, className)}>
      {t(`common:invoiceStatus.${state}`)}
    </Badge>
  );
}
