import { Alert, AlertTitle, Button, DialogFooter, FormField, Input } from "@tprm/ui";
import { TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "../../../components/CopyButton";
import { GuardedDialog } from "../../../components/dialog-support";

/** An endpoint's signing secret, shown this once (at creation or rotation) with a copy button. */
export function SecretDialog({
  secret,
  onClose,
}: {
  secret: { name: string; value: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(["integrations"]);
  return (
    <GuardedDialog
      open={secret !== null}
      onOpenChange={(open) => !open && onClose()}
      busy={false}
      title={t("integrations:secret.title", { name: secret?.name ?? "" })}
      description={t("integrations:secret.description")}
      testId="webhook-secret-dialog"
    >
      <div className="grid gap-4">
        <Alert variant="warning" className="text-amber-900 dark:text-amber-100">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>{t("integrations:secret.saveNow")}</AlertTitle>
        </Alert>
        <FormField label={t("integrations:secret.label")}>
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                {...control}
                value={secret?.value ?? ""}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono"
                data-testid="webhook-secret"
              />
              <CopyButton
                text={secret?.value ?? ""}
                label={t("integrations:secret.copy")}
                copiedLabel={t("integrations:copied")}
                failedLabel={t("integrations:copyFailed")}
                size="default"
                testId="copy-webhook-secret"
              />
            </div>
          )}
        </FormField>
        <DialogFooter>
          <Button onClick={onClose}>{t("integrations:secret.done")}</Button>
        </DialogFooter>
      </div>
    </GuardedDialog>
  );
}
