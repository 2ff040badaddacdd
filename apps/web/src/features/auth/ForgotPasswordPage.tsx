import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { requestPasswordResetInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, FormField, Input } from "@tprm/ui";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { errorText } from "../../components/error-text";
import { translatedError } from "../../components/field-error";
import { useTRPC } from "../../lib/trpc";
import { AuthShell } from "./AuthShell";
import { EMAIL_MESSAGES } from "./auth-validation";

type ForgotForm = z.input<typeof requestPasswordResetInput>;

export default function ForgotPasswordPage() {
  const { t } = useTranslation(["auth", "common"]);
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const form = useForm<ForgotForm, unknown, z.output<typeof requestPasswordResetInput>>({
    resolver: zodResolver(requestPasswordResetInput),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch {
      // Shown below from request.error.
    }
  });

  const busy = isSubmitting || request.isPending;
  return (
    <AuthShell title={t("auth:forgot.title")} description={t("auth:forgot.description")}>
      {request.data ? (
        <div className="grid gap-4">
          {/* The server always answers the same sentence (whether the account exists is not told): ours, translated. */}
          <Alert variant="success" data-testid="forgot-password-sent">
            <AlertDescription>{t("auth:forgot.sent")}</AlertDescription>
          </Alert>
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">{t("auth:forgot.backToSignIn")}</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {request.isError && (
            <Alert variant="destructive">
              <AlertDescription>{errorText(t, request.error, t("auth:forgot.failed"))}</AlertDescription>
            </Alert>
          )}
          <FormField label={t("auth:forgot.email")} error={translatedError(t, errors.email, EMAIL_MESSAGES)} required>
            {(field) => <Input {...field} type="email" autoComplete="email" autoFocus {...form.register("email")} />}
          </FormField>
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? t("auth:forgot.submitting") : t("auth:forgot.submit")}
          </Button>
          <p className="text-center text-sm">
            <Link to="/login" className="text-primary hover:underline">
              {t("auth:forgot.backToSignIn")}
            </Link>
          </p>
        </form>
      )}
    </AuthShell>
  );
}
