import type { VendorImportResult, WorkbookSummary, WorksheetInfo } from "@tprm/api/vendor-transfer";
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
import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Translate } from "../vendor-format";
import { formatCount } from "./transfer-format";

type Rejected = Extract<VendorImportResult, { outcome: "rejected" }>;

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
      ? t("vendors:import.notices.hiddenSheet", { name: sheet.name })
      : t("vendors:import.notices.sheet", { name: sheet.name });
  const first = workbook.worksheet
    ? t("vendors:import.notices.firstSheetNamed", { name: quote(workbook.worksheet) })
    : t("vendors:import.notices.firstSheet");
  const named = ignored.slice(0, NOTICE_NAMES).map(quote);
  const rest = ignored.length - named.length;
  const separator = t("vendors:listSeparator");
  const list =
    rest > 0
      ? t("vendors:import.notices.listMore", { items: named.join(separator), count: rest, rest: formatCount(rest) })
      : named.length > 1
        ? t("vendors:import.notices.listLast", { items: named.slice(0, -1).join(separator), last: named.at(-1) })
        : (named[0] ?? "");
  return t("vendors:import.notices.worksheets", {
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
export function importNotices(t: Translate, result: VendorImportResult): string[] {
  const notices = result.notices ?? [];
  if (!notices.length || !result.workbook) return notices;
  const worksheets = worksheetsNotice(t, result.workbook);
  return worksheets ? [worksheets, ...notices.slice(1)] : notices;
}

/** The outcome of an import: how many vendors were added, or every problem that stopped it (nothing was written). */
export function ImportReport({ result }: { result: VendorImportResult }) {
  const { t } = useTranslation(["vendors"]);
  if (result.outcome === "imported") {
    return (
      <div className="grid gap-3" data-testid="import-imported">
        <Alert variant="success">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>
            {t("vendors:import.imported", { count: result.inserted, vendors: formatCount(result.inserted) })}
          </AlertTitle>
          <AlertDescription>
            {t("vendors:import.importedDescription", { filename: result.filename })}
            {result.onboardingTasks > 0 &&
              ` ${t("vendors:import.onboardingTasks", { count: result.onboardingTasks, items: formatCount(result.onboardingTasks) })}`}
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
  const { t } = useTranslation(["vendors"]);
  if (!notices.length) return null;
  return (
    <Alert variant="warning" data-testid="import-notices">
      <InfoIcon aria-hidden="true" />
      <AlertTitle>{t("vendors:import.noticesTitle")}</AlertTitle>
      <AlertDescription>
        {notices.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
      </AlertDescription>
    </Alert>
  );
}

function IgnoredColumns({ columns }: { columns: string[] }) {
  const { t } = useTranslation(["vendors"]);
  if (!columns.length) return null;
  const separator = t("vendors:listSeparator");
  const list = columns.map((name) => t("vendors:import.quotedColumn", { name })).join(separator);
  return <p className="text-sm text-muted-foreground">{t("vendors:import.ignoredColumns", { list })}</p>;
}

function RejectedReport({ result }: { result: Rejected }) {
  const { t } = useTranslation(["vendors"]);
  const fileProblems = result.problems.filter((p) => p.row === null);
  const rowProblems = result.problems.filter((p) => p.row !== null);
  return (
    <div className="grid gap-3" data-testid="import-rejected">
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>{t("vendors:import.rejectedTitle")}</AlertTitle>
        <AlertDescription>
          {result.rejectedRows > 0
            ? t("vendors:import.rejectedRows", {
                count: result.rows,
                rejected: formatCount(result.rejectedRows),
                rows: formatCount(result.rows),
              })
            : t("vendors:import.rejectedFile")}
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
            <caption className="sr-only">{t("vendors:import.problems.caption")}</caption>
            <TableHeader className="sticky top-0 bg-background">
              <TableRow>
                <TableHead className="w-16 text-right">{t("vendors:import.problems.row")}</TableHead>
                <TableHead>{t("vendors:import.problems.column")}</TableHead>
                <TableHead>{t("vendors:import.problems.value")}</TableHead>
                <TableHead>{t("vendors:import.problems.problem")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rowProblems.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several problems; the list never reorders
                <TableRow key={`${p.row}-${p.column}-${i}`}>
                  <TableCell className="text-right tabular-nums">{p.row}</TableCell>
                  <TableCell>{p.column ?? "—"}</TableCell>
                  <TableCell className="max-w-40 truncate" title={p.value ?? undefined}>
                    {p.value ?? <span className="text-muted-foreground">{t("vendors:import.problems.empty")}</span>}
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
          {t("vendors:import.problemsTruncated", {
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
