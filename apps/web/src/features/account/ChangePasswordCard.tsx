import { useMutation } from "@tanstack/react-query";
import { PASSWORD_MIN_LENGTH } from "@tprm/api/schemas";
import { Alert, AlertTitle, Button, Card, CardContent, CardDescription, CardHeader, FormField, Input } from "@tprm/ui";
import { useCallback, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerIssues } from "../../components/dialog-support";
import { SuccessStatus } from "../../components/SuccessStatus";
import { serverMessageOf } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { accountIssueText } from "./account-messages";
import {
  allPasswordFieldsFilled,
  EMPTY_PASSWORDS,
  minLengthFromMessage,
  type PasswordFormValues,
  passwordFormResolver,
} from "./password-form";
import { useFlash } from "./use-flash";

const FIELDS = [
  { name: "currentPassword", label: "account:password.current", autoComplete: "current-password" },
  { name: "newPassword", label: "account:password.new", autoComplete: "new-password" },
  { name: "confirmPassword", label: "account:password.confirm", autoComplete: "new-password" },
] as const;

/** Change Password (001 §2.9, §5): fields cleared and a message for 3 seconds on success. */
export function ChangePasswordCard() {
  const { t } = useTranslation(["account", "common"]);
  const trpc = useTRPC();
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, showChanged] = useFlash();
  // The organisation may ask for longer passwords than the spec's 8: the server names its minimum when it refuses
  // one, and the form checks it from then on.
  const minLength = useRef(PASSWORD_MIN_LENGTH);
  const resolver = useCallback<ReturnType<typeof passwordFormResolver>>(
    (values, context, options) => passwordFormResolver(minLength.current)(values, context, options),
    [],
  );
  const form = useForm<PasswordFormValues>({ resolver, defaultValues: EMPTY_PASSWORDS });
  const change = useMutation(trpc.users.changePassword.mutationOptions());
  const filled = allPasswordFieldsFilled(form.watch());
  const { errors } = form.formState;

  const onSubmit = (values: PasswordFormValues) => {
    setFailure(null);
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY_PASSWORDS);
        showChanged(t("account:password.changed"));
      },
      onError: (error) => {
        const message = serverMessageOf(error);
        const serverMinimum = minLengthFromMessage(message);
        if (serverMinimum !== null) minLength.current = serverMinimum;
        if (!applyServerIssues(form, error)) {
          setFailure(accountIssueText(message, t) ?? t("account:password.failed"));
        }
      },
    });
  };

  return (
    <Card className="min-w-0" data-testid="change-password-card">
      <CardHeader>
        <h2 className="font-semibold leading-none">{t("account:password.title")}</h2>
        <CardDescription>{t("account:password.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          {failure && (
            <Alert variant="destructive">
              <AlertTitle>{failure}</AlertTitle>
            </Alert>
          )}
          {FIELDS.map(({ name, label, autoComplete }) => (
            <FormField key={name} label={t(label)} error={{ message: accountIssueText(errors[name]?.message, t) }}>
              {(control) => <Input {...control} {...form.register(name)} type="password" autoComplete={autoComplete} />}
            </FormField>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!filled || change.isPending}>
              {change.isPending ? t("account:password.updating") : t("account:password.submit")}
            </Button>
            <SuccessStatus message={changed} testId="password-status" className="" />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
