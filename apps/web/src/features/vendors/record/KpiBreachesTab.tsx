import { Badge, Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import { FlagIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatDate } from "../../../lib/format";
import type { VendorDetail } from "../types";
import { RiskChip } from "../VendorChips";
import { formatMeasure } from "../VendorReports";
import { ShownOfTotal } from "./ShownOfTotal";

export function KpiBreachesTab({
  vendor,
  canRecord,
  onRecord,
  onResolve,
}: {
  vendor: VendorDetail;
  canRecord: boolean;
  onRecord: () => void;
  onResolve: (breach: { id: string; kpi: string }) => void;
}) {
  const { t } = useTranslation("vendorRecord");
  return (
    <div className="grid gap-4">
      {canRecord && (
        <div>
          <Button size="sm" variant="outline" onClick={onRecord}>
            <FlagIcon aria-hidden="true" />
            {t("vendorRecord:breaches.record")}
          </Button>
        </div>
      )}
      {vendor.kpiBreaches.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("vendorRecord:breaches.empty")}</p>
      ) : (
        <Table aria-label={t("vendorRecord:breaches.label")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("vendorRecord:breaches.kpi")}</TableHead>
              <TableHead className="text-right">{t("vendorRecord:breaches.target")}</TableHead>
              <TableHead className="text-right">{t("vendorRecord:breaches.actual")}</TableHead>
              <TableHead>{t("vendorRecord:breaches.severity")}</TableHead>
              <TableHead>{t("vendorRecord:breaches.occurred")}</TableHead>
              <TableHead>{t("vendorRecord:breaches.resolved")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {vendor.kpiBreaches.map((b) => (
              <TableRow key={b.id} data-testid="vendor-kpi-breach">
                <TableCell className="max-w-56">
                  <span className="block truncate" title={b.kpi}>
                    {b.kpi}
                  </span>
                  {b.reportedBy && (
                    <span className="block truncate text-xs text-muted-foreground" data-testid="breach-reporter">
                      {t("vendorRecord:breaches.reportedBy", { name: b.reportedBy.name })}
                    </span>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatMeasure(b.threshold, b.unit)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMeasure(b.actual, b.unit)}</TableCell>
                <TableCell>
                  <RiskChip risk={b.severity} prefix={t("vendorRecord:breaches.severity")} testId="breach-severity" />
                </TableCell>
                <TableCell>{formatCalendarDate(b.occurredAt)}</TableCell>
                <TableCell>
                  {b.resolvedAt ? (
                    formatDate(b.resolvedAt)
                  ) : canRecord ? (
                    <Button size="sm" variant="ghost" onClick={() => onResolve({ id: b.id, kpi: b.kpi })}>
                      {t("vendorRecord:breaches.resolve")}
                      <span className="sr-only"> {b.kpi}</span>
                    </Button>
                  ) : (
                    <Badge variant="outline">{t("vendorRecord:breaches.open")}</Badge>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ShownOfTotal shown={vendor.kpiBreaches.length} total={vendor.counts.kpiBreaches} list="kpiBreaches" />
    </div>
  );
}
