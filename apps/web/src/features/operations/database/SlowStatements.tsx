import { Alert, AlertDescription, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatCount, formatDecimal } from "../../../lib/format";

type Slow =
  | {
      status: "available";
      statements: { query: string; calls: number; totalMs: number; meanMs: number; rows: number }[];
    }
  | { status: "not-installed" | "not-loaded"; message: string };

/** The slowest statements by total time (pg_stat_statements), or why there are none. */
export function SlowStatements({ slow }: { slow: Slow }) {
  const { t } = useTranslation("operations");
  return (
    <section aria-labelledby="operations-statements-title" className="space-y-2" data-testid="database-statements">
      <h3 id="operations-statements-title" className="font-medium">
        {t("operations:database.statements.title")}
      </h3>
      {slow.status !== "available" ? (
        <Alert>
          <AlertDescription>{t(`operations:database.statements.${slow.status}`)}</AlertDescription>
        </Alert>
      ) : slow.statements.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("operations:database.statements.empty")}</p>
      ) : (
        <div className="rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("operations:database.statements.query")}</TableHead>
                <TableHead className="text-right">{t("operations:database.statements.calls")}</TableHead>
                <TableHead className="text-right">{t("operations:database.statements.totalMs")}</TableHead>
                <TableHead className="text-right">{t("operations:database.statements.meanMs")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {slow.statements.map((statement, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two statements may read the same once normalised
                <TableRow key={i}>
                  <TableCell className="max-w-md truncate font-mono text-xs" title={statement.query}>
                    {statement.query}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(statement.calls)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatDecimal(statement.totalMs, 1)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatDecimal(statement.meanMs, 2)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
