import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { newPasswordField, registerInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, Button, FormField, Input } from "@tprm/ui";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { errorText } from "../../components/error-text";
import { translatedError } from "../../components/field-error";
import { useTRPC } from "../../lib/trpc";
import { AuthShell } from "./AuthShell";
import {
  CONFIRM_PASSWORD_MESSAGES,
  EMAIL_MESSAGES,
  FIRST_NAME_MESSAGES,
  LAST_NAME_MESSAGES,
  NEW_PASSWORD_MESSAGES,
} from "./auth-validation";

const registerForm = registerInput
  .extend({ confirmPassword: z.string().min(1, "Please confirm the password") })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

type RegisterForm = z.input<typeof registerForm>;

export default function RegisterPage() {
  const { t } = useTranslation(["auth", "common"]);
  const trpc = useTRPC();
  const register = useMutation(trpc.auth.register.mutationOptions());
  const form = useForm<RegisterForm, unknown, z.output<typeof registerForm>>({
    resolver: zodResolver(registerForm),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _, ...values }) => {
    try {
      await register.mutateAsync(values);
    } catch {
      // Shown below from register.error.
    }
  });

  if (register.data) {
    const pending = register.data.pendingApproval;
    return (
      <AuthShell title={t("auth:register.created.title")}>
        <Alert variant="success" data-testid="register-success">
          <AlertTitle>
            {pending ? t("auth:register.created.pendingTitle") : t("auth:register.created.readyTitle")}
          </AlertTitle>
          <AlertDescription>
            {pending ? t("auth:register.created.pendingText") : t("auth:register.created.readyText")}
          </AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to="/login">{t("auth:register.created.goToSignIn")}</Link>
        </Button>
      </AuthShell>
    );
  }

  const busy = isSubmitting || register.isPending;
  return (
    <AuthShell title={t("auth:register.title")} description={t("auth:register.description")}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {register.isError && (
          <Alert variant="destructive" data-testid="register-error">
            <AlertDescription>{errorText(t, register.error, t("auth:register.failed"))}</AlertDescription>
          </Alert>
        )}
        <div className="grid grid-cols-2 gap-4">
          <FormField
            label={t("auth:register.firstName")}
            error={translatedError(t, errors.firstName, FIRST_NAME_MESSAGES)}
            required
          >
            {(field) => <Input {...field} autoComplete="given-name" {...form.register("firstName")} />}
          </FormField>
          <FormField
            label={t("auth:register.lastName")}
            error={translatedError(t, errors.lastName, LAST_NAME_MESSAGES)}
            required
          >
            {(field) => <Input {...field} autoComplete="family-name" {...form.register("lastName")} />}
          </FormField>
        </div>
        <FormField label={t("auth:register.email")} error={translatedError(t, errors.email, EMAIL_MESSAGES)} required>
          {(field) => <Input {...field} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <FormField
          label={t("auth:register.password")}
          error={translatedError(t, errors.password, NEW_PASSWORD_MESSAGES)}
          required
          description={t("auth:register.passwordHint", { min: newPasswordField.minLength })}
        >
          {(field) => <Input {...field} type="password" autoComplete="new-password" {...form.register("password")} />}
        </FormField>
        <FormField
          label={t("auth:register.confirmPassword")}
          error={translatedError(t, errors.confirmPassword, CONFIRM_PASSWORD_MESSAGES)}
          required
        >
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          )}
        </FormField>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t("auth:register.submitting") : t("auth:register.submit")}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          {t("auth:register.haveAccount")}{" "}
          <Link to="/login" className="text-primary hover:underline">
            {t("auth:register.signIn")}
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
