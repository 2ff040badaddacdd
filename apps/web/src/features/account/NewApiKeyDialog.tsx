import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { todayIn } from "@tprm/api/dates";
import { createApiKeyInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, Button, DialogFooter, FormField, Input } from "@tprm/ui";
import { TriangleAlertIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { applyServerIssues, GuardedDialog } from "../../components/dialog-support";
import { FormDateField } from "../../components/FormDateField";
import { serverMessageOf } from "../../lib/http-errors";
import { getPreferences } from "../../lib/preferences";
import { useTRPC } from "../../lib/trpc";
import { accountIssueText } from "./account-messages";
import { canCreateApiKey, endOfDayIn } from "./api-key-rules";
import { CopyButton } from "./CopyButton";

/** The procedure's name rule; the expiry is picked as a calendar day and sent as the end of that day. */
const keyFormSchema = createApiKeyInput.pick({ name: true }).extend({ expiresOn: z.string() });
type KeyFormValues = z.input<typeof keyFormSchema>;

/** New API key (001 §4 "API key dialog"): name entry, then the key shown once, then close. */
export function NewApiKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(["account", "common"]);
  const trpc = useTRPC();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const create = useMutation(trpc.users.createApiKey.mutationOptions());
  const form = useForm<KeyFormValues, unknown, z.output<typeof keyFormSchema>>({
    resolver: zodResolver(keyFormSchema),
    defaultValues: { name: "", expiresOn: "" },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { timeZone } = getPreferences();
  const canCreate = canCreateApiKey(form.watch("name"));

  const close = (next: boolean) => {
    if (next) return;
    onOpenChange(false);
    // Forget the key once the dialog is gone: it is never shown again.
    setTimeout(() => {
      setCreated(null);
      setFailure(null);
      form.reset({ name: "", expiresOn: "" });
    }, 200);
  };

  const onSubmit = ({ name, expiresOn }: z.output<typeof keyFormSchema>) => {
    setFailure(null);
    create.mutate(
      { name, expiresAt: expiresOn ? endOfDayIn(expiresOn, timeZone) : null },
      {
        onSuccess: (key) => setCreated({ name: key.name, key: key.key }),
        onError: (error) => {
          const expiryIssue = issueOn(error, "expiresAt");
          if (expiryIssue) form.setError("expiresOn", { type: "server", message: expiryIssue });
          if (!applyServerIssues(form, error) && !expiryIssue) {
            setFailure(accountIssueText(serverMessageOf(error), t) ?? t("account:apiKeys.createFailed"));
          }
        },
      },
    );
  };

  if (created) {
    return (
      <GuardedDialog
        open={open}
        onOpenChange={close}
        busy={false}
        title={t("account:apiKeys.createdTitle")}
        description={t("account:apiKeys.createdDescription", { name: created.name })}
        testId="api-key-created-dialog"
      >
        <div className="grid gap-4">
          <Alert variant="warning" className="text-amber-900 dark:text-amber-100">
            <TriangleAlertIcon aria-hidden="true" />
            <AlertTitle>{t("account:apiKeys.saveNow")}</AlertTitle>
          </Alert>
          <FormField label={t("account:apiKeys.yourKey")}>
            {(control) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  {...control}
                  value={created.key}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  className="font-mono"
                  data-testid="new-api-key"
                />
                <CopyButton text={created.key} label={t("account:apiKeys.copy")} size="default" testId="copy-api-key" />
              </div>
            )}
          </FormField>
          <DialogFooter>
            <Button onClick={() => close(false)}>{t("account:apiKeys.done")}</Button>
          </DialogFooter>
        </div>
      </GuardedDialog>
    );
  }

  return (
    <GuardedDialog
      open={open}
      onOpenChange={close}
      busy={create.isPending}
      title={t("account:apiKeys.createTitle")}
      description={t("account:apiKeys.createDescription")}
      testId="new-api-key-dialog"
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        {failure && (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <FormField
          label={t("account:apiKeys.name")}
          error={{ message: accountIssueText(form.formState.errors.name?.message, t) }}
          required
        >
          {(control) => <Input {...control} {...form.register("name")} autoComplete="off" maxLength={100} />}
        </FormField>
        <FormDateField
          control={form.control}
          name="expiresOn"
          label={t("account:apiKeys.expiry")}
          description={t("account:apiKeys.expiryHelp")}
          error={{ message: accountIssueText(form.formState.errors.expiresOn?.message, t) }}
          min={todayIn(timeZone)}
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={create.isPending}>
            {t("account:cancel")}
          </Button>
          <Button type="submit" disabled={!canCreate || create.isPending}>
            {create.isPending ? t("account:apiKeys.creating") : t("account:apiKeys.create")}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}

/** The server's message for one field of a 400 answer (`data.issues`), if it named that field. */
function issueOn(error: unknown, field: string): string | undefined {
  const issues = (error as { data?: { issues?: unknown } } | null)?.data?.issues;
  if (!Array.isArray(issues)) return undefined;
  const issue = issues.find((i) => typeof i === "object" && i !== null && (i as { path?: unknown }).path === field);
  return typeof issue?.message === "string" ? issue.message : undefined;
}
