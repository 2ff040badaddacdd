import type { WorkbookSummary, WorksheetInfo } from "@tprm/api/transfer";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import type { TFunction } from "i18next";
import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "./transfer-format";
import type { TransferImportResult, TransferTexts } from "./transfer-texts";

type Translate = TFunction;
type Rejected = Extract<TransferImportResult, { outcome: "rejected" }>;

/** Worksheets a notice names before it says "and N more" (as the server's notice does). */
const NOTICE_NAMES = 5;

/**
 * 'Only the first worksheet, "Vendors", was read; 2 other worksheets were ignored: "Contacts" and "Lists" (hidden).'
 * in the user's language, from the result's workbook summary; null when every worksheet was read.
 */
function worksheetsNotice(t: Translate, workbook: WorkbookSummary): string | null {
  const ignored = workbook.ignoredWorksheets;
  if (!ignored.length) return null;
  const quote = (sheet: WorksheetInfo) =>
    sheet.hidden
      ? t("transfer:report.notices.hiddenSheet", { name: sheet.name })
      : t("transfer:report.notices.sheet", { name: sheet.name });
  const first = workbook.worksheet
    ? t("transfer:report.notices.firstSheetNamed", { name: quote(workbook.worksheet) })
    : t("transfer:report.notices.firstSheet");
  const named = ignored.slice(0, NOTICE_NAMES).map(quote);
  const rest = ignored.length - named.length;
  const separator = t("transfer:listSeparator");
  const list =
    rest > 0
      ? t("transfer:report.notices.listMore", { items: named.join(separator), count: rest, rest: formatCount(rest) })
      : named.length > 1
        ? t("transfer:report.notices.listLast", { items: named.slice(0, -1).join(separator), last: named.at(-1) })
        : (named[0] ?? "");
  return t("transfer:report.notices.worksheets", {
    first,
    count: ignored.length,
    others: formatCount(ignored.length),
    list,
  });
}

/**
 * What an import says besides its figures, in the user's language: the server's notice of worksheets not read is
 * told again from the result's workbook summary; a result without one keeps the server's words.
 */
export function importNotices(t: Translate, result: TransferImportResult): string[] {
  const notices = result.notices ?? [];
  if (!notices.length || !result.workbook) return notices;
  const worksheets = worksheetsNotice(t, result.workbook);
  return worksheets ? [worksheets, ...notices.slice(1)] : notices;
}

/** The outcome of an import: how many records were added, or every problem that stopped it (nothing was written). */
export function ImportReport({ result, texts }: { result: TransferImportResult; texts: TransferTexts }) {
  const { t } = useTranslation(["transfer", "common"]);
  if (result.outcome === "imported") {
    const details = texts.importedDetails?.(result);
    return (
      <div className="grid gap-3" data-testid="import-imported">
        <Alert variant="success">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>{texts.imported(result.inserted, formatCount(result.inserted))}</AlertTitle>
          <AlertDescription>
            {texts.importedDescription(result.filename)}
            {details && ` ${details}`}
          </AlertDescription>
        </Alert>
        <Notices notices={importNotices(t, result)} />
        <IgnoredColumns columns={result.ignoredColumns} />
      </div>
    );
  }
  return <RejectedReport result={result} />;
}

/** What did not stop the import but was not read either, e.g. worksheets after the first one of a workbook. */
function Notices({ notices }: { notices: string[] }) {
  const { t } = useTranslation(["transfer", "common"]);
  if (!notices.length) return null;
  return (
    <Alert variant="warning" data-testid="import-notices">
      <InfoIcon aria-hidden="true" />
      <AlertTitle>{t("transfer:report.noticesTitle")}</AlertTitle>
      <AlertDescription>
        {notices.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
      </AlertDescription>
    </Alert>
  );
}

function IgnoredColumns({ columns }: { columns: string[] }) {
  const { t } = useTranslation(["transfer", "common"]);
  if (!columns.length) return null;
  const separator = t("transfer:listSeparator");
  const list = columns.map((name) => t("transfer:report.quotedColumn", { name })).join(separator);
  return <p className="text-sm text-muted-foreground">{t("transfer:report.ignoredColumns", { list })}</p>;
}

function RejectedReport({ result }: { result: Rejected }) {
  const { t } = useTranslation(["transfer", "common"]);
  const fileProblems = result.problems.filter((p) => p.row === null);
  const rowProblems = result.problems.filter((p) => p.row !== null);
  return (
    <div className="grid gap-3" data-testid="import-rejected">
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>{t("transfer:report.rejectedTitle")}</AlertTitle>
        <AlertDescription>
          {result.rejectedRows > 0
            ? t("transfer:report.rejectedRows", {
                count: result.rows,
                rejected: formatCount(result.rejectedRows),
                rows: formatCount(result.rows),
              })
            : t("transfer:report.rejectedFile")}
        </AlertDescription>
      </Alert>
      <Notices notices={importNotices(t, result)} />
      {fileProblems.map((p) => (
        <p key={p.reason} className="text-sm">
          {p.reason}
        </p>
      ))}
      {rowProblems.length > 0 && (
        <div className="max-h-80 overflow-auto rounded-md border">
          <Table>
            <caption className="sr-only">{t("transfer:report.problems.caption")}</caption>
            <TableHeader className="sticky top-0 bg-background">
              <TableRow>
                <TableHead className="w-16 text-right">{t("transfer:report.problems.row")}</TableHead>
                <TableHead>{t("transfer:report.problems.column")}</TableHead>
                <TableHead>{t("transfer:report.problems.value")}</TableHead>
                <TableHead>{t("transfer:report.problems.problem")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rowProblems.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several problems; the list never reorders
                <TableRow key={`${p.row}-${p.column}-${i}`}>
                  <TableCell className="text-right tabular-nums">{p.row}</TableCell>
                  <TableCell>{p.column ?? "—"}</TableCell>
                  <TableCell className="max-w-40 truncate" title={p.value ?? undefined}>
                    {p.value ?? <span className="text-muted-foreground">{t("transfer:report.problems.empty")}</span>}
                  </TableCell>
                  <TableCell className="whitespace-normal">{p.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {result.problemsTruncated && (
        <p className="text-sm text-muted-foreground">
          {t("transfer:report.problemsTruncated", {
            count: result.problemCount,
            shown: formatCount(result.problems.length),
            total: formatCount(result.problemCount),
          })}
        </p>
      )}
      <IgnoredColumns columns={result.ignoredColumns} />
    </div>
  );
}
