import type { VendorImportResult } from "@tprm/api/vendor-transfer";
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
import { formatCount } from "./transfer-format";

type Rejected = Extract<VendorImportResult, { outcome: "rejected" }>;

/** The outcome of an import: how many vendors were added, or every problem that stopped it (nothing was written). */
export function ImportReport({ result }: { result: VendorImportResult }) {
  if (result.outcome === "imported") {
    return (
      <div className="grid gap-3" data-testid="import-imported">
        <Alert variant="success">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>
            {formatCount(result.inserted)} {result.inserted === 1 ? "vendor" : "vendors"} imported
          </AlertTitle>
          <AlertDescription>
            Every row of {result.filename} was added to the register in one step, recorded in the audit trail.
            {result.onboardingTasks > 0 &&
              ` Vendors imported in onboarding start with the onboarding checklist (${formatCount(result.onboardingTasks)} items).`}
          </AlertDescription>
        </Alert>
        <Notices notices={result.notices} />
        <IgnoredColumns columns={result.ignoredColumns} />
      </div>
    );
  }
  return <RejectedReport result={result} />;
}

/** What did not stop the import but was not read either, e.g. worksheets after the first one of a workbook. */
function Notices({ notices }: { notices: string[] | undefined }) {
  if (!notices?.length) return null;
  return (
    <Alert variant="warning" data-testid="import-notices">
      <InfoIcon aria-hidden="true" />
      <AlertTitle>Not everything in the file was read</AlertTitle>
      <AlertDescription>
        {notices.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
      </AlertDescription>
    </Alert>
  );
}

function IgnoredColumns({ columns }: { columns: string[] }) {
  if (!columns.length) return null;
  return <p className="text-sm text-muted-foreground">Columns not read: {columns.map((c) => `“${c}”`).join(", ")}.</p>;
}

function RejectedReport({ result }: { result: Rejected }) {
  const fileProblems = result.problems.filter((p) => p.row === null);
  const rowProblems = result.problems.filter((p) => p.row !== null);
  return (
    <div className="grid gap-3" data-testid="import-rejected">
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>Nothing was imported</AlertTitle>
        <AlertDescription>
          {result.rejectedRows > 0
            ? `${formatCount(result.rejectedRows)} of ${formatCount(result.rows)} rows have problems. Correct them and import the whole file again: a file is imported completely or not at all.`
            : "The file could not be imported as it is."}
        </AlertDescription>
      </Alert>
      <Notices notices={result.notices} />
      {fileProblems.map((p) => (
        <p key={p.reason} className="text-sm">
          {p.reason}
        </p>
      ))}
      {rowProblems.length > 0 && (
        <div className="max-h-80 overflow-auto rounded-md border">
          <Table>
            <caption className="sr-only">Rows with problems</caption>
            <TableHeader className="sticky top-0 bg-background">
              <TableRow>
                <TableHead className="w-16 text-right">Row</TableHead>
                <TableHead>Column</TableHead>
                <TableHead>Value</TableHead>
                <TableHead>Problem</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rowProblems.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several problems; the list never reorders
                <TableRow key={`${p.row}-${p.column}-${i}`}>
                  <TableCell className="text-right tabular-nums">{p.row}</TableCell>
                  <TableCell>{p.column ?? "—"}</TableCell>
                  <TableCell className="max-w-40 truncate" title={p.value ?? undefined}>
                    {p.value ?? <span className="text-muted-foreground">(empty)</span>}
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
          The first {formatCount(result.problems.length)} of {formatCount(result.problemCount)} problems are shown; the
          report lists them all.
        </p>
      )}
      <IgnoredColumns columns={result.ignoredColumns} />
    </div>
  );
}
