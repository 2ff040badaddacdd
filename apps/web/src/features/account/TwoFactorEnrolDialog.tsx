import { zodResolver } from "@hookform/resolvers/zod";
import { useIsMutating, useMutation } from "@tanstack/react-query";
import { Alert, AlertDescription, Button, DialogFooter, FormField, Input } from "@tprm/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerIssues, GuardedDialog } from "../../components/dialog-support";
import type { RouterOutputs } from "../../lib/api-types";
import { serverMessageOf } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { accountIssueText } from "./account-messages";
import { CopyButton } from "./CopyButton";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";
import {
  groupedSecret,
  type SetTwoFactorValues,
  type SetupPasswordValues,
  setTwoFactorInput,
  startTwoFactorSetupInput,
} from "./two-factor-forms";

type Setup = RouterOutputs["users"]["startTwoFactorSetup"];

/**
 * Turning two-factor on: the password, then the QR code (and the secret as text) to scan and a code of the app to
 * confirm, then the ten recovery codes, shown once.
 */
export function TwoFactorEnrolDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(["account", "common"]);
  const trpc = useTRPC();
  const busy =
    useIsMutating({ mutationKey: trpc.users.startTwoFactorSetup.mutationKey() }) +
      useIsMutating({ mutationKey: trpc.users.setTwoFactor.mutationKey() }) >
    0;
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    onOpenChange(false);
    // Nothing of the set-up stays in memory once the dialog is gone.
    setTimeout(() => {
      setSetup(null);
      setCodes(null);
    }, 200);
  };
  const step = codes ? "codes" : setup ? "scan" : "password";
  return (
    <GuardedDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      busy={busy}
      title={step === "codes" ? t("account:twoFactor.codesTitle") : t("account:twoFactor.enrolTitle")}
      description={t(`account:twoFactor.steps.${step}`)}
      testId="two-factor-enrol-dialog"
    >
      {step === "password" && <PasswordStep onDone={setSetup} onCancel={close} />}
      {step === "scan" && setup && <ScanStep setup={setup} onDone={setCodes} onCancel={close} />}
      {step === "codes" && codes && (
        <div className="grid gap-4">
          <RecoveryCodesPanel codes={codes} />
          <DialogFooter>
            <Button onClick={close}>{t("account:twoFactor.savedCodes")}</Button>
          </DialogFooter>
        </div>
      )}
    </GuardedDialog>
  );
}

function PasswordStep({ onDone, onCancel }: { onDone: (setup: Setup) => void; onCancel: () => void }) {
  const { t } = useTranslation(["account", "common"]);
  const trpc = useTRPC();
  const start = useMutation(trpc.users.startTwoFactorSetup.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SetupPasswordValues>({
    resolver: zodResolver(startTwoFactorSetupInput),
    defaultValues: { password: "" },
  });
  const onSubmit = (values: SetupPasswordValues) => {
    setFailure(null);
    start.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (!applyServerIssues(form, error)) {
          setFailure(accountIssueText(serverMessageOf(error), t) ?? t("account:twoFactor.failed"));
        }
      },
    });
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <FormField
        label={t("account:twoFactor.password")}
        error={{ message: accountIssueText(form.formState.errors.password?.message, t) }}
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
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={start.isPending}>
          {t("account:cancel")}
        </Button>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? t("account:twoFactor.checking") : t("account:twoFactor.continue")}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ScanStep({
  setup,
  onDone,
  onCancel,
}: {
  setup: Setup;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["account", "common"]);
  const trpc = useTRPC();
  const enable = useMutation(trpc.users.setTwoFactor.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SetTwoFactorValues>({
    resolver: zodResolver(setTwoFactorInput),
    defaultValues: { enabled: true, code: "" },
  });
  const onSubmit = (values: SetTwoFactorValues) => {
    setFailure(null);
    enable.mutate(
      { enabled: true, code: values.code },
      {
        onSuccess: (answer) => onDone(answer.recoveryCodes ?? []),
        onError: (error) => {
          if (!applyServerIssues(form, error)) {
            setFailure(accountIssueText(serverMessageOf(error), t) ?? t("account:twoFactor.failed"));
          }
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid justify-items-center gap-3 sm:grid-cols-[auto_1fr] sm:justify-items-start">
        <img
          src={setup.qrCodeDataUrl}
          alt={t("account:twoFactor.qrAlt")}
          width={176}
          height={176}
          className="rounded-md border bg-white p-2"
          data-testid="two-factor-qr"
        />
        <div className="grid min-w-0 content-start gap-2 text-sm">
          <p>{t("account:twoFactor.scan")}</p>
          <p className="text-muted-foreground">{t("account:twoFactor.manual")}</p>
          <code className="rounded bg-muted px-2 py-1 font-mono break-all" data-testid="two-factor-secret">
            {groupedSecret(setup.secret)}
          </code>
          <div>
            <CopyButton text={setup.secret} label={t("account:twoFactor.copySecret")} testId="copy-two-factor-secret" />
          </div>
        </div>
      </div>
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <FormField
        label={t("account:twoFactor.code")}
        description={t("account:twoFactor.codeHelp")}
        error={{ message: accountIssueText(form.formState.errors.code?.message, t) }}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register("code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="max-w-40 font-mono tracking-widest"
          />
        )}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={enable.isPending}>
          {t("account:cancel")}
        </Button>
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? t("account:twoFactor.verifying") : t("account:twoFactor.verify")}
        </Button>
      </DialogFooter>
    </form>
  );
}
