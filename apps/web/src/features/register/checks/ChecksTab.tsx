import { useMutation } from "@tanstack/react-query";
import { allows, REGISTER_ACCESS } from "@tprm/api/permissions";
import { Alert, AlertDescription, AlertTitle, Button } from "@tprm/ui";
import { CircleCheckIcon, ListChecksIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatCount } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useTRPCClient } from "../../../lib/trpc";
import { ScopePicker, scopeInput, useRegisterScope } from "../ScopePicker";
import { scopeErrorText } from "../scope-messages";
import { ProblemList } from "./ProblemList";

/**
 * The pre-submission checks on demand: the scope, "Run checks", the counts of blocking errors and warnings, and the
 * problems by template with a link to each record to fix. The same checks run before every DORA export.
 */
export function ChecksTab() {
  const { t } = useTranslation(["register", "common"]);
  const client = useTRPCClient();
  const { data: me } = useSession();
  const mayRun = allows(me?.role, REGISTER_ACCESS.edit);
  const scopeState = useRegisterScope();
  // A GET on the server (it changes nothing), run on demand: each click asks again.
  const run = useMutation({
    mutationFn: (input: ReturnType<typeof scopeInput>) => client.register.checks.run.query(input),
  });
  const result = run.data;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="checks-tab">
      <p className="max-w-prose text-sm text-muted-foreground">{t("register:checks.intro")}</p>
      <ScopePicker idPrefix="checks" state={scopeState} />
      <div>
        <Button
          onClick={() => run.mutate(scopeInput(scopeState.scope))}
          disabled={!mayRun || run.isPending || !scopeState.ready}
          data-testid="run-checks"
        >
          <ListChecksIcon aria-hidden="true" />
          {run.isPending ? t("register:checks.running") : t("register:checks.run")}
        </Button>
        {!mayRun && <p className="mt-2 text-sm text-muted-foreground">{t("register:checks.mayNotRun")}</p>}
      </div>
      <div role="status" aria-live="polite" className="grid gap-4 empty:hidden">
        {run.isError && (
          <Alert variant="destructive" data-testid="checks-error">
            <AlertTitle>{t("register:checks.failed")}</AlertTitle>
            <AlertDescription>{scopeErrorText(t, run.error, t("register:checks.failed"))}</AlertDescription>
          </Alert>
        )}
        {result && (
          <p className="text-sm" data-testid="checks-summary">
            {t("register:checks.summary", {
              entity: result.scope.entityName,
              date: formatCalendarDate(result.scope.referenceDate),
              scope: result.scope.consolidated ? t("register:scope.consolidated") : t("register:scope.individual"),
            })}{" "}
            <strong data-testid="checks-blocking">
              {t("register:checks.blocking", { count: result.counts.blocking, n: formatCount(result.counts.blocking) })}
            </strong>
            {", "}
            <span data-testid="checks-warning">
              {t("register:checks.warning", { count: result.counts.warning, n: formatCount(result.counts.warning) })}
            </span>
          </p>
        )}
        {result && result.problems.length === 0 && (
          <Alert variant="success" data-testid="checks-clean">
            <CircleCheckIcon aria-hidden="true" />
            <AlertTitle>{t("register:checks.clean")}</AlertTitle>
            <AlertDescription>{t("register:checks.cleanText")}</AlertDescription>
          </Alert>
        )}
      </div>
      {result && result.problems.length > 0 && <ProblemList problems={result.problems} testId="checks-problems" />}
    </div>
  );
}
