import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatBytes } from "../../../components/transfer/transfer-format";
import { formatCount } from "../../../lib/format";

export interface IndexStat {
  name: string;
  table: string;
  scans: number;
  bytes: number;
  unique: boolean;
  unused: boolean;
}

/** How many of the listed (least used first) are shown; the rest are used more. */
const SHOWN = 15;

/** Index use: the unused ones (never scanned, not enforcing uniqueness) counted and listed first, least used first. */
export function IndexUse({ indexes }: { indexes: readonly IndexStat[] }) {
  const { t } = useTranslation(["operations", "transfer"]);
  const unused = indexes.filter((index) => index.unused);
  const unusedBytes = unused.reduce((sum, index) => sum + index.bytes, 0);
  return (
    <section aria-labelledby="operations-indexes-title" className="space-y-2" data-testid="database-indexes">
      <h3 id="operations-indexes-title" className="font-medium">
        {t("operations:database.indexes.title")}
      </h3>
      <p className="text-sm text-muted-foreground">
        {unused.length === 0
          ? t("operations:database.indexes.noneUnused", { count: indexes.length })
          : t("operations:database.indexes.unused", {
              count: unused.length,
              total: formatCount(indexes.length),
              size: formatBytes(t, unusedBytes),
            })}
      </p>
      {indexes.length > 0 && (
        <div className="rounded-md border">
          <Table>
            <caption className="sr-only">{t("operations:database.indexes.caption", { count: SHOWN })}</caption>
            <TableHeader>
              <TableRow>
                <TableHead>{t("operations:database.indexes.name")}</TableHead>
                <TableHead>{t("operations:database.indexes.table")}</TableHead>
                <TableHead className="text-right">{t("operations:database.indexes.scans")}</TableHead>
                <TableHead className="text-right">{t("operations:database.indexes.size")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {indexes.slice(0, SHOWN).map((index) => (
                <TableRow key={`${index.table}.${index.name}`}>
                  <TableCell className="font-mono text-xs">
                    {index.name}{" "}
                    {index.unused && <Badge variant="warning">{t("operations:database.indexes.unusedBadge")}</Badge>}
                  </TableCell>
                  <TableCell className="font-mono text-xs">{index.table}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(index.scans)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatBytes(t, index.bytes)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
