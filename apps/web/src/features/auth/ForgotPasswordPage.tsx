import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { requestPasswordResetInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, FormField, Input } from "@tprm/ui";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { errorMessage } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { AuthShell } from "./AuthShell";

type ForgotForm = z.input<typeof requestPasswordResetInput>;

export default function ForgotPasswordPage() {
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
    <AuthShell title="Reset your password" description="Enter your account's email and we will send you a reset link.">
      {request.data ? (
        <div className="grid gap-4">
          <Alert variant="success" data-testid="forgot-password-sent">
            <AlertDescription>{request.data.message}</AlertDescription>
          </Alert>
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">Back to sign in</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {request.isError && (
            <Alert variant="destructive">
              <AlertDescription>
                {errorMessage(request.error, "The reset link could not be sent. Please try again.")}
              </AlertDescription>
            </Alert>
          )}
          <FormField label="Email" error={errors.email} required>
            {(field) => <Input {...field} type="email" autoComplete="email" autoFocus {...form.register("email")} />}
          </FormField>
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? "Sending…" : "Send reset link"}
          </Button>
          <p className="text-center text-sm">
            <Link to="/login" className="text-primary hover:underline">
              Back to sign in
            </Link>
          </p>
        </form>
      )}
    </AuthShell>
  );
}
