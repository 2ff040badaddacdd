import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { newPasswordField } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, Button, FormField, Input } from "@tprm/ui";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { errorMessage } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { AuthShell } from "./AuthShell";

const resetForm = z
  .object({ password: newPasswordField, confirmPassword: z.string().min(1, "Please confirm the password") })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

type ResetForm = z.input<typeof resetForm>;

export default function ResetPasswordPage() {
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
      <AuthShell title="Choose a new password">
        <Alert variant="destructive" data-testid="reset-password-no-token">
          <AlertTitle>This link is incomplete</AlertTitle>
          <AlertDescription>
            The password reset link has no token. Open the link from the email again, or request a new one.
          </AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </AuthShell>
    );
  }

  if (reset.data) {
    return (
      <AuthShell title="Password changed">
        <Alert variant="success" data-testid="reset-password-done">
          <AlertDescription>{reset.data.message}</AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to="/login">Go to sign in</Link>
        </Button>
      </AuthShell>
    );
  }

  const busy = isSubmitting || reset.isPending;
  return (
    <AuthShell title="Choose a new password" description="The new password must have at least 8 characters.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {reset.isError && (
          <Alert variant="destructive" data-testid="reset-password-error">
            <AlertDescription>
              <p>{errorMessage(reset.error, "The password could not be changed. Please try again.")}</p>
              <Link to="/forgot-password" className="text-primary hover:underline">
                Request a new link
              </Link>
            </AlertDescription>
          </Alert>
        )}
        <FormField label="New password" error={errors.password} required>
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" autoFocus {...form.register("password")} />
          )}
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword} required>
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          )}
        </FormField>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Saving…" : "Set new password"}
        </Button>
      </form>
    </AuthShell>
  );
}
