import { useTranslation } from "react-i18next";
import { InvoiceRowsTable } from "../../../components/InvoiceRowsTable";
import type { VendorDetail } from "../types";
import { ShownOfTotal } from "./ShownOfTotal";

export function InvoicesTab({ invoices, total }: { invoices: NonNullable<VendorDetail["invoices"]>; total: number }) {
  const { t } = useTranslation("vendorRecord");
  if (invoices.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("vendorRecord:invoices.empty")}</p>;
  }
  return (
    <div className="grid gap-2">
      <InvoiceRowsTable
        invoices={invoices}
        texts={{
          label: t("vendorRecord:invoices.label"),
          number: t("vendorRecord:invoices.number"),
          amount: t("vendorRecord:invoices.amount"),
          due: t("vendorRecord:invoices.due"),
          status: t("vendorRecord:invoices.status"),
        }}
      />
      <ShownOfTotal shown={invoices.length} total={total} list="invoices" />
    </div>
  );
}
