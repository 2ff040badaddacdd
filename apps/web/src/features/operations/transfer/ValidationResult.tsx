import type { ValidateImportResult } from "@tprm/api/operations/validate-import";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { CircleCheckIcon, DownloadIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBytes } from "../../../components/transfer/transfer-format";
import { formatCount } from "../../../lib/format";
import { problemsCsv, problemsFilename } from "./problems-csv";

const PAGE_SIZE = 50;

/** What the check found: a summary, then every problem by file, row and field (paged), downloadable as CSV. */
export function ValidationResult({ result }: { result: ValidateImportResult }) {
  const { t } = useTranslation(["operationsTransfer", "transfer"]);
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(result.problems.length / PAGE_SIZE));
  const shown = result.problems.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const headers: [string, string, string, string, string] = [
    t("operationsTransfer:result.file"),
    t("operationsTransfer:result.row"),
    t("operationsTransfer:result.field"),
    t("operationsTransfer:result.value"),
    t("operationsTransfer:result.rule"),
  ];
  const download = () => {
    const blob = new Blob([problemsCsv(headers, result.problems)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = problemsFilename(result.filename);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };

  return (
    <section aria-labelledby="validation-result-title" className="space-y-3" data-testid="validation-result">
      <h3 id="validation-result-title" className="font-medium">
        {t("operationsTransfer:result.title", { filename: result.filename })}
      </h3>
      <p className="text-muted-foreground text-sm">
        {t("operationsTransfer:result.summary", {
          kind: t(`operationsTransfer:kinds.${result.kind}`),
          how: result.detected ? t("operationsTransfer:result.detected") : t("operationsTransfer:result.chosen"),
          rows: t("operationsTransfer:count.rows", { count: result.rows, shown: formatCount(result.rows) }),
          files: t("operationsTransfer:count.files", { count: result.files, shown: formatCount(result.files) }),
          size: formatBytes(t, result.size),
        })}{" "}
        {t("operationsTransfer:result.nothingWritten")}
      </p>
      {result.problemCount === 0 ? (
        <Alert data-testid="validation-clean">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>{t("operationsTransfer:result.noProblems")}</AlertTitle>
          <AlertDescription>{t("operationsTransfer:result.noProblemsDetail")}</AlertDescription>
        </Alert>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-sm" role="status" data-testid="validation-count">
              {t("operationsTransfer:result.problems", {
                count: result.problemCount,
                shown: formatCount(result.problemCount),
              })}
              {result.truncated &&
                ` ${t("operationsTransfer:result.truncated", { listed: formatCount(result.problems.length) })}`}
            </p>
            <Button variant="outline" size="sm" onClick={download} data-testid="validation-download">
              <DownloadIcon aria-hidden="true" />
              {t("operationsTransfer:result.download")}
            </Button>
          </div>
          <div className="overflow-x-auto">
            <Table>
              <caption className="sr-only">{t("operationsTransfer:result.caption")}</caption>
              <TableHeader>
                <TableRow>
                  {headers.map((h) => (
                    <TableHead key={h}>{h}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.map((p, i) => (
                  // Problems have no id; a page's rows never reorder.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <TableRow key={`${page}-${i}`} data-testid="validation-problem">
                    <TableCell className="break-all">{p.file}</TableCell>
                    <TableCell>{p.row ?? t("operationsTransfer:result.wholeFile")}</TableCell>
                    <TableCell>{p.field ?? "—"}</TableCell>
                    <TableCell className="max-w-48 truncate" title={p.value ?? undefined}>
                      {p.value ?? "—"}
                    </TableCell>
                    <TableCell className="min-w-56">{p.rule}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <Pagination page={page} totalPages={totalPages} total={result.problems.length} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
