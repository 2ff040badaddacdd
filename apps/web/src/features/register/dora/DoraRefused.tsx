import { Alert, AlertDescription, AlertTitle, Button } from "@tprm/ui";
import { TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { formatCount } from "../../../lib/format";
import { ProblemList } from "../checks/ProblemList";
import { scopeErrorText } from "../scope-messages";
import type { DoraReport } from "./dora-report";

/**
 * A refused export: how many blocking errors, the problems with their links, and "Force export" behind a
 * confirmation. The dialog stays open while the forced export starts and says why when it could not start.
 */
export function DoraRefused({
  report,
  mayForce,
  confirming,
  onConfirmingChange,
  forcing,
  forceError,
  onForce,
}: {
  report: DoraReport;
  mayForce: boolean;
  confirming: boolean;
  onConfirmingChange: (open: boolean) => void;
  forcing: boolean;
  /** Why the forced export could not start (the server's answer); null when it has not failed. */
  forceError: unknown;
  onForce: () => void;
}) {
  const { t } = useTranslation(["register", "common"]);
  const blocking = report.counts.blocking;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="dora-refused">
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{t("register:dora.refusedTitle")}</AlertTitle>
        <AlertDescription>
          <p>{t("register:dora.refusedText", { count: blocking, n: formatCount(blocking) })}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => onConfirmingChange(true)}
            disabled={!mayForce}
            data-testid="dora-force"
          >
            {t("register:dora.force")}
          </Button>
        </AlertDescription>
      </Alert>
      <ProblemList problems={report.problems} testId="dora-problems" />
      <ConfirmDialog
        open={confirming}
        onOpenChange={onConfirmingChange}
        title={t("register:dora.forceTitle")}
        description={t("register:dora.forceText", { count: blocking, n: formatCount(blocking) })}
        confirmLabel={t("register:dora.forceConfirm")}
        busyLabel={t("register:dora.exporting")}
        cancelLabel={t("common:actions.cancel")}
        busy={forcing}
        onConfirm={onForce}
        testId="dora-force-dialog"
        confirmTestId="dora-force-confirm"
      >
        {forceError ? (
          <Alert variant="destructive" data-testid="dora-force-error">
            <AlertTitle>{t("register:dora.startFailed")}</AlertTitle>
            <AlertDescription>{scopeErrorText(t, forceError, t("register:dora.startFailed"))}</AlertDescription>
          </Alert>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
