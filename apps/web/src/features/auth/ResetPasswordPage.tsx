import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { newPasswordField } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, Button, FormField, Input } from "@tprm/ui";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { errorText } from "../../components/error-text";
import { translatedError } from "../../components/field-error";
import { useTRPC } from "../../lib/trpc";
import { AuthShell } from "./AuthShell";
import { CONFIRM_PASSWORD_MESSAGES, NEW_PASSWORD_MESSAGES } from "./auth-validation";

const resetForm = z
  .object({ password: newPasswordField, confirmPassword: z.string().min(1, "Please confirm the password") })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

type ResetForm = z.input<typeof resetForm>;

export default function ResetPasswordPage() {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const form = useForm<ResetForm, unknown, z.output<typeof resetForm>>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch {
      // Shown below from reset.error.
    }
  });

  if (!token) {
    return (
      <AuthShell title={t("auth:reset.title")}>
        <Alert variant="destructive" data-testid="reset-password-no-token">
          <AlertTitle>{t("auth:reset.noTokenTitle")}</AlertTitle>
          <AlertDescription>{t("auth:reset.noTokenText")}</AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to="/forgot-password">{t("auth:reset.requestNewLink")}</Link>
        </Button>
      </AuthShell>
    );
  }

  if (reset.data) {
    return (
      <AuthShell title={t("auth:reset.doneTitle")}>
        <Alert variant="success" data-testid="reset-password-done">
          <AlertDescription>{t("auth:reset.done")}</AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to="/login">{t("auth:reset.goToSignIn")}</Link>
        </Button>
      </AuthShell>
    );
  }

  const busy = isSubmitting || reset.isPending;
  return (
    <AuthShell
      title={t("auth:reset.title")}
      description={t("auth:reset.description", { min: newPasswordField.minLength })}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {reset.isError && (
          <Alert variant="destructive" data-testid="reset-password-error">
            <AlertDescription>
              <p>{errorText(t, reset.error, t("auth:reset.failed"))}</p>
              <Link to="/forgot-password" className="text-primary hover:underline">
                {t("auth:reset.requestNewLink")}
              </Link>
            </AlertDescription>
          </Alert>
        )}
        <FormField
          label={t("auth:reset.newPassword")}
          error={translatedError(t, errors.password, NEW_PASSWORD_MESSAGES)}
          required
        >
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" autoFocus {...form.register("password")} />
          )}
        </FormField>
        <FormField
          label={t("auth:reset.confirmNewPassword")}
          error={translatedError(t, errors.confirmPassword, CONFIRM_PASSWORD_MESSAGES)}
          required
        >
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          )}
        </FormField>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t("auth:reset.submitting") : t("auth:reset.submit")}
        </Button>
      </form>
    </AuthShell>
  );
}
