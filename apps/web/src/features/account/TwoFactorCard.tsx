import { useQuery } from "@tanstack/react-query";
import { Alert, AlertDescription, Button, Card, CardContent, CardHeader, Skeleton } from "@tprm/ui";
import { KeyRoundIcon, ShieldAlertIcon, ShieldCheckIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { SuccessStatus } from "../../components/SuccessStatus";
import { Switch } from "../../components/Switch";
import { formatDate } from "../../lib/format";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { RegenerateCodesDialog } from "./RegenerateCodesDialog";
import { TwoFactorDisableDialog } from "./TwoFactorDisableDialog";
import { TwoFactorEnrolDialog } from "./TwoFactorEnrolDialog";
import { useFlash } from "./use-flash";

/**
 * Two-Factor Authentication (001 §2.9): a switch labelled Enabled or Disabled. Turning it on opens the enrolment
 * (password, QR code, a code to confirm, recovery codes); turning it off asks for the password and a code.
 */
export function TwoFactorCard() {
  const { t } = useTranslation(["account", "common"]);
  const trpc = useTRPC();
  const titleId = useId();
  const stateId = useId();
  const status = useQuery(trpc.users.twoFactor.queryOptions());
  const { data: me } = useSession();
  const [dialog, setDialog] = useState<"enrol" | "disable" | "codes" | null>(null);
  const [message, showMessage] = useFlash();
  const enabled = status.data?.enabled ?? false;

  return (
    <Card className="min-w-0" data-testid="two-factor-card">
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <h2 id={titleId} className="font-semibold leading-none">
          {t("account:twoFactor.title")}
        </h2>
        {status.isSuccess && (
          <div className="flex shrink-0 items-center gap-2">
            <span id={stateId} className="text-sm font-medium" data-testid="two-factor-state">
              {enabled ? t("account:twoFactor.enabled") : t("account:twoFactor.disabled")}
            </span>
            <Switch
              checked={enabled}
              onCheckedChange={(on) => setDialog(on ? "enrol" : "disable")}
              aria-labelledby={titleId}
              aria-describedby={stateId}
            />
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {status.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : status.isError ? (
          <QueryErrorAlert
            title={t("account:twoFactor.loadFailed")}
            error={status.error}
            fallback={t("account:loadFailedHint")}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        ) : enabled ? (
          <>
            <p className="flex gap-2">
              <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {t("account:twoFactor.active")}
            </p>
            <p className="text-muted-foreground">
              {status.data.enabledAt &&
                `${t("account:twoFactor.since", { date: formatDate(status.data.enabledAt) })} · `}
              {t("account:twoFactor.codesLeft", { count: status.data.recoveryCodesLeft })}
            </p>
            <div>
              <Button variant="outline" size="sm" onClick={() => setDialog("codes")}>
                <KeyRoundIcon aria-hidden="true" />
                {t("account:twoFactor.regenerate")}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">{t("account:twoFactor.inactive")}</p>
            {me?.twoFactorEnrolmentRequired && (
              <Alert variant="warning" className="text-amber-900 dark:text-amber-100">
                <ShieldAlertIcon aria-hidden="true" />
                <AlertDescription>{t("account:twoFactor.required")}</AlertDescription>
              </Alert>
            )}
          </>
        )}
        <SuccessStatus message={message} testId="two-factor-status" className="" />
      </CardContent>
      <TwoFactorEnrolDialog open={dialog === "enrol"} onOpenChange={(open) => setDialog(open ? "enrol" : null)} />
      <TwoFactorDisableDialog
        open={dialog === "disable"}
        onOpenChange={(open) => setDialog(open ? "disable" : null)}
        onDisabled={() => showMessage(t("account:twoFactor.turnedOff"))}
      />
      <RegenerateCodesDialog open={dialog === "codes"} onOpenChange={(open) => setDialog(open ? "codes" : null)} />
    </Card>
  );
}
