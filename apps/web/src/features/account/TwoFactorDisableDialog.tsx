import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Alert, AlertDescription, Button, DialogFooter, FormField, Input } from "@tprm/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerIssues, GuardedDialog } from "../../components/dialog-support";
import { serverMessageOf } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { accountIssueText } from "./account-messages";
import { type SetTwoFactorValues, setTwoFactorInput } from "./two-factor-forms";

/** Turning two-factor off: the password and a code of the app (or a recovery code). */
export function TwoFactorDisableDialog({
  open,
  onOpenChange,
  onDisabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDisabled: () => void;
}) {
  const { t } = useTranslation(["account", "common"]);
  const trpc = useTRPC();
  const disable = useMutation(trpc.users.setTwoFactor.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SetTwoFactorValues>({
    resolver: zodResolver(setTwoFactorInput),
    defaultValues: { enabled: false, password: "", code: "" },
  });
  const close = () => {
    onOpenChange(false);
    setFailure(null);
    form.reset();
  };
  const onSubmit = (values: SetTwoFactorValues) => {
    setFailure(null);
    disable.mutate(
      { enabled: false, password: values.password, code: values.code },
      {
        onSuccess: () => {
          close();
          onDisabled();
        },
        onError: (error) => {
          if (!applyServerIssues(form, error)) {
            setFailure(accountIssueText(serverMessageOf(error), t) ?? t("account:twoFactor.failed"));
          }
        },
      },
    );
  };
  const { errors } = form.formState;
  return (
    <GuardedDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      busy={disable.isPending}
      title={t("account:twoFactor.disableTitle")}
      description={t("account:twoFactor.disableDescription")}
      testId="two-factor-disable-dialog"
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        {failure && (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <FormField
          label={t("account:twoFactor.password")}
          error={{ message: accountIssueText(errors.password?.message, t) }}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register("password")}
              type="password"
              autoComplete="current-password"
              autoFocus
            />
          )}
        </FormField>
        <FormField
          label={t("account:twoFactor.codeOrRecovery")}
          description={t("account:twoFactor.codeOrRecoveryHelp")}
          error={{ message: accountIssueText(errors.code?.message, t) }}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register("code")}
              autoComplete="one-time-code"
              className="max-w-48 font-mono"
            />
          )}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={disable.isPending}>
            {t("account:cancel")}
          </Button>
          <Button type="submit" variant="destructive" disabled={disable.isPending}>
            {disable.isPending ? t("account:twoFactor.disabling") : t("account:twoFactor.disable")}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}
