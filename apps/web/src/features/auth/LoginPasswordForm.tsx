import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { loginInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, FormField, Input } from "@tprm/ui";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { translatedError } from "../../components/field-error";
import type { AppRouter } from "../../lib/app-router";
import { useTRPC } from "../../lib/trpc";
import { EMAIL_MESSAGES, LOGIN_PASSWORD_MESSAGES } from "./auth-validation";
import { type LoginErrorText, type LoginText, loginErrorText } from "./login-errors";

type LoginForm = z.input<typeof loginInput>;

/** What auth.login answers: a session, or (when the account uses two-factor) a challenge for a next step. */
export type LoginAnswer = inferRouterOutputs<AppRouter>["auth"]["login"];

/** The sign-in page's first step: email and password. The page decides what the answer leads to. */
export function LoginPasswordForm({
  onAnswer,
}: {
  /** Called with the server's answer; resolves to an error to show, or null when the page takes over. */
  onAnswer: (answer: LoginAnswer) => Promise<LoginErrorText | null>;
}) {
  const { t } = useTranslation(["auth", "common"]);
  const trpc = useTRPC();
  const [error, setError] = useState<LoginErrorText | null>(null);
  const login = useMutation(trpc.auth.login.mutationOptions());
  const form = useForm<LoginForm, unknown, z.output<typeof loginInput>>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      setError(await onAnswer(await login.mutateAsync(values)));
    } catch (e) {
      setError(loginErrorText(e));
    }
  });

  const show = (text: LoginText) => ("key" in text ? t(text.key) : text.text);
  const busy = isSubmitting || login.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {error && (
        <Alert variant="destructive" data-testid="login-error">
          <AlertDescription>
            <p>{show(error.message)}</p>
            {error.detail && <p data-testid="login-error-detail">{show(error.detail)}</p>}
          </AlertDescription>
        </Alert>
      )}
      <FormField label={t("auth:signIn.email")} error={translatedError(t, errors.email, EMAIL_MESSAGES)} id="email">
        {(field) => (
          <Input {...field} type="email" autoComplete="username" required autoFocus {...form.register("email")} />
        )}
      </FormField>
      <FormField
        label={t("auth:signIn.password")}
        error={translatedError(t, errors.password, LOGIN_PASSWORD_MESSAGES)}
        id="password"
      >
        {(field) => (
          <Input {...field} type="password" autoComplete="current-password" required {...form.register("password")} />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("auth:signIn.submitting") : t("auth:signIn.submit")}
      </Button>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm">
        <Link to="/forgot-password" className="text-primary hover:underline">
          {t("auth:signIn.forgotPassword")}
        </Link>
        <Link to="/register" className="text-primary hover:underline">
          {t("auth:signIn.createAccount")}
        </Link>
      </div>
    </form>
  );
}
