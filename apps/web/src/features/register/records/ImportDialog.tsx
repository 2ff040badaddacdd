import type { UseMutationResult } from "@tanstack/react-query";
import { Alert, AlertDescription, Button, DialogFooter, Input, Label } from "@tprm/ui";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { GuardedDialog } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { registerFieldMessage } from "../../../components/register/field-message";
import { formatCount } from "../../../lib/format";
import { type ImportRowError, importRowErrors } from "./import-errors";

type ImportMutation = UseMutationResult<
  { created: number; updated: number; total: number },
  unknown,
  { csv: string },
  unknown
>;

/**
 * A CSV import of entities or functions: the file is chosen, sent whole, and either every row is written (the
 * answer says how many were created and updated) or none is and each row's problem is listed.
 */
export function ImportDialog({
  open,
  onOpenChange,
  title,
  description,
  columns,
  mutation,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The CSV's documented column names. */
  columns: readonly string[];
  mutation: ImportMutation;
  testId: string;
}) {
  const { t } = useTranslation(["register"]);
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [rows, setRows] = useState<ImportRowError[]>([]);
  const busy = mutation.isPending;

  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      setFailure(null);
      setRows([]);
      mutation.reset();
    }
    onOpenChange(next);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setRows([]);
    if (!file) {
      setFailure(t("register:import.chooseFile"));
      return;
    }
    const csv = await file.text();
    mutation.mutate(
      { csv },
      {
        onSuccess: (result) => {
          toast.success(
            t("register:import.done", {
              created: formatCount(result.created),
              updated: formatCount(result.updated),
            }),
          );
          close(false);
        },
        onError: (error) => {
          const problems = importRowErrors(error);
          setRows(problems);
          // With the problems listed below, the summary says how many; otherwise the server's words.
          setFailure(
            problems.length > 0
              ? t("register:import.failedRows", { count: problems.length, n: formatCount(problems.length) })
              : errorText(t, error, t("register:import.failed")),
          );
        },
      },
    );
  };

  return (
    <GuardedDialog open={open} onOpenChange={close} busy={busy} title={title} description={description} testId={testId}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-file`}>{t("register:import.file")}</Label>
          <Input
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${ids}-columns`}
            disabled={busy}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p id={`${ids}-columns`} className="text-xs break-words text-muted-foreground">
            {t("register:import.columns", { columns: columns.join(", ") })}
          </p>
        </div>
        {failure && (
          <Alert variant="destructive" data-testid="import-failure">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        {rows.length > 0 && (
          <div className="max-h-60 overflow-y-auto rounded-md border">
            <table className="w-full text-sm" data-testid="import-row-errors">
              <caption className="sr-only">{t("register:import.problems")}</caption>
              <thead className="sticky top-0 bg-muted">
                <tr>
                  <th scope="col" className="px-2 py-1 text-left font-medium">
                    {t("register:import.row")}
                  </th>
                  <th scope="col" className="px-2 py-1 text-left font-medium">
                    {t("register:import.column")}
                  </th>
                  <th scope="col" className="px-2 py-1 text-left font-medium">
                    {t("register:import.problem")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.row}-${r.column}-${r.message}`} className="border-t">
                    <td className="px-2 py-1 tabular-nums">{formatCount(r.row)}</td>
                    <td className="px-2 py-1 font-mono text-xs">{r.column || "—"}</td>
                    <td className="px-2 py-1">{registerFieldMessage(t, r.message)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={busy}>
            {t("register:form.cancel")}
          </Button>
          <Button type="submit" disabled={busy} data-testid="import-submit">
            {busy ? t("register:import.importing") : t("register:import.submit")}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}
