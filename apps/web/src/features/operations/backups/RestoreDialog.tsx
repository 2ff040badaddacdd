import { useMutation } from "@tanstack/react-query";
import { Alert, AlertDescription, FormField, Input } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";

/**
 * Restores a listed backup once the Admin has typed its name. The worker checks it before touching anything, then
 * replaces every table with the platform in maintenance; every session ends, so everyone (this Admin too) signs in
 * again afterwards.
 */
export function RestoreDialog({
  backupId,
  onOpenChange,
  onQueued,
}: {
  backupId: string | null;
  onOpenChange: (open: boolean) => void;
  onQueued: () => void;
}) {
  const { t } = useTranslation(["operationsBackups", "common"]);
  const trpc = useTRPC();
  const [typed, setTyped] = useState("");
  const [tried, setTried] = useState(false);
  const restore = useMutation(trpc.operations.restore.mutationOptions({ onSuccess: () => onQueued() }));
  const close = (open: boolean) => {
    if (!open) {
      setTyped("");
      setTried(false);
      restore.reset();
    }
    onOpenChange(open);
  };
  const matches = backupId !== null && typed.trim() === backupId;
  return (
    <ConfirmDialog
      open={backupId !== null}
      onOpenChange={close}
      title={t("operationsBackups:restore.title")}
      description={t("operationsBackups:restore.description")}
      confirmLabel={t("operationsBackups:restore.confirm")}
      busyLabel={t("operationsBackups:restore.busy")}
      cancelLabel={t("common:actions.cancel")}
      busy={restore.isPending}
      onConfirm={() => {
        setTried(true);
        if (matches && backupId) restore.mutate({ backupId, confirmation: typed.trim() });
      }}
      testId="restore-dialog"
      // The default (primary) button: the destructive red under white text fails 4.5:1 in the dark theme.
      confirmVariant="default"
      confirmTestId="restore-confirm"
    >
      <FormField
        label={t("operationsBackups:restore.typeName", { name: backupId ?? "" })}
        error={tried && !matches ? { message: t("operationsBackups:restore.mismatch") } : undefined}
      >
        {(field) => (
          <Input
            {...field}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="restore-typed"
          />
        )}
      </FormField>
      {restore.isError && (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(restore.error, t("operationsBackups:restore.failed"))}</AlertDescription>
        </Alert>
      )}
    </ConfirmDialog>
  );
}
