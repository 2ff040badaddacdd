import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Alert, AlertDescription, Button, DialogFooter, FormField, Input } from "@tprm/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { applyServerIssues, GuardedDialog } from "../../components/dialog-support";
import { serverMessageOf } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { accountIssueText } from "./account-messages";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";
import { regenerateRecoveryCodesInput } from "./two-factor-forms";

type Values = z.input<typeof regenerateRecoveryCodesInput>;

/** New recovery codes (the old ones stop working), after a code of the app; shown once. */
export function RegenerateCodesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["account", "common"]);
  const trpc = useTRPC();
  const regenerate = useMutation(trpc.users.regenerateRecoveryCodes.mutationOptions());
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(regenerateRecoveryCodesInput), defaultValues: { code: "" } });
  const close = () => {
    onOpenChange(false);
    setTimeout(() => {
      setCodes(null);
      setFailure(null);
      form.reset();
    }, 200);
  };
  const onSubmit = (values: Values) => {
    setFailure(null);
    regenerate.mutate(values, {
      onSuccess: (answer) => setCodes(answer.recoveryCodes),
      onError: (error) => {
        if (!applyServerIssues(form, error)) {
          setFailure(accountIssueText(serverMessageOf(error), t) ?? t("account:twoFactor.failed"));
        }
      },
    });
  };
  return (
    <GuardedDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      busy={regenerate.isPending}
      title={codes ? t("account:twoFactor.codesTitle") : t("account:twoFactor.regenerateTitle")}
      description={codes ? t("account:twoFactor.steps.codes") : t("account:twoFactor.regenerateDescription")}
      testId="regenerate-codes-dialog"
    >
      {codes ? (
        <div className="grid gap-4">
          <RecoveryCodesPanel codes={codes} />
          <DialogFooter>
            <Button onClick={close}>{t("account:twoFactor.savedCodes")}</Button>
          </DialogFooter>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <FormField
            label={t("account:twoFactor.codeOrRecovery")}
            error={{ message: accountIssueText(form.formState.errors.code?.message, t) }}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register("code")}
                autoComplete="one-time-code"
                autoFocus
                className="max-w-48 font-mono"
              />
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={regenerate.isPending}>
              {t("account:cancel")}
            </Button>
            <Button type="submit" disabled={regenerate.isPending}>
              {regenerate.isPending ? t("account:twoFactor.generating") : t("account:twoFactor.regenerate")}
            </Button>
          </DialogFooter>
        </form>
      )}
    </GuardedDialog>
  );
}
