import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { secondFactorCodeField } from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, FormField, Input } from "@tprm/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { translatedError } from "../../components/field-error";
import { httpStatusOf } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import type { LoginAnswer } from "./LoginPasswordForm";
import { type LoginErrorText, type LoginText, loginErrorText } from "./login-errors";

const codeForm = z.object({ code: secondFactorCodeField });
type CodeForm = z.input<typeof codeForm>;

const CODE_MESSAGES = { invalid_format: "twoFactorSignIn:codeFormat", too_small: "twoFactorSignIn:codeFormat" };

/**
 * The sign-in's second step, for accounts with two-factor authentication: a code of the authenticator app or one of
 * the recovery codes. A wrong code stays on this step (it counts toward the lockout); an expired or spent challenge
 * sends the user back to the password.
 */
export function LoginCodeForm({
  challengeToken,
  onAnswer,
  onRestart,
}: {
  challengeToken: string;
  onAnswer: (answer: LoginAnswer) => Promise<LoginErrorText | null>;
  /** Back to email and password: the challenge expired, or the user chose to. */
  onRestart: (reason?: "expired") => void;
}) {
  const { t } = useTranslation(["twoFactorSignIn", "auth", "common"]);
  const trpc = useTRPC();
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<LoginErrorText | null>(null);
  const verify = useMutation(trpc.auth.loginTwoFactor.mutationOptions());
  const form = useForm<CodeForm, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      setError(await onAnswer(await verify.mutateAsync({ challengeToken, code })));
    } catch (e) {
      const status = httpStatusOf(e);
      if (status === 400) {
        form.setError("code", { type: "server", message: t("twoFactorSignIn:wrongCode") }, { shouldFocus: true });
        form.setValue("code", "");
      } else if (status === 401) onRestart("expired");
      else setError(loginErrorText(e));
    }
  });

  const show = (text: LoginText) => ("key" in text ? t(text.key) : text.text);
  const busy = isSubmitting || verify.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="login-code-form">
      {error && (
        <Alert variant="destructive" data-testid="login-error">
          <AlertDescription>
            <p>{show(error.message)}</p>
            {error.detail && <p>{show(error.detail)}</p>}
          </AlertDescription>
        </Alert>
      )}
      <p className="text-sm text-muted-foreground">
        {recovery ? t("twoFactorSignIn:recoveryIntro") : t("twoFactorSignIn:appIntro")}
      </p>
      <FormField
        label={recovery ? t("twoFactorSignIn:recoveryLabel") : t("twoFactorSignIn:codeLabel")}
        error={translatedError(t, errors.code, CODE_MESSAGES)}
        id="code"
      >
        {(field) => (
          <Input
            {...field}
            autoComplete="one-time-code"
            inputMode={recovery ? "text" : "numeric"}
            autoCapitalize="off"
            spellCheck={false}
            required
            autoFocus
            {...form.register("code")}
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("twoFactorSignIn:verifying") : t("twoFactorSignIn:verify")}
      </Button>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          className="text-primary hover:underline"
          onClick={() => {
            setRecovery((on) => !on);
            form.clearErrors();
            form.setFocus("code");
          }}
        >
          {recovery ? t("twoFactorSignIn:useApp") : t("twoFactorSignIn:useRecovery")}
        </button>
        <button type="button" className="text-primary hover:underline" onClick={() => onRestart()}>
          {t("twoFactorSignIn:back")}
        </button>
      </div>
    </form>
  );
}
