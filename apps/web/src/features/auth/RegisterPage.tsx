import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { registerInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, Button, FormField, Input } from "@tprm/ui";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { errorMessage } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { AuthShell } from "./AuthShell";

const registerForm = registerInput
  .extend({ confirmPassword: z.string().min(1, "Please confirm the password") })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

type RegisterForm = z.input<typeof registerForm>;

export default function RegisterPage() {
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
      <AuthShell title="Account created">
        <Alert variant="success" data-testid="register-success">
          <AlertTitle>{pending ? "Waiting for approval" : "You can sign in now"}</AlertTitle>
          <AlertDescription>
            {pending
              ? "Your account was created. An administrator must assign you a role before you can sign in; you will be able to sign in once that is done."
              : "Your account was created as the platform's first administrator. Sign in to set up the platform and invite your colleagues."}
          </AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to="/login">Go to sign in</Link>
        </Button>
      </AuthShell>
    );
  }

  const busy = isSubmitting || register.isPending;
  return (
    <AuthShell title="Create account" description="An administrator approves new accounts and assigns their role.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {register.isError && (
          <Alert variant="destructive" data-testid="register-error">
            <AlertDescription>
              {errorMessage(register.error, "The account could not be created. Please try again.")}
            </AlertDescription>
          </Alert>
        )}
        <div className="grid grid-cols-2 gap-4">
          <FormField label="First name" error={errors.firstName} required>
            {(field) => <Input {...field} autoComplete="given-name" {...form.register("firstName")} />}
          </FormField>
          <FormField label="Last name" error={errors.lastName} required>
            {(field) => <Input {...field} autoComplete="family-name" {...form.register("lastName")} />}
          </FormField>
        </div>
        <FormField label="Email" error={errors.email} required>
          {(field) => <Input {...field} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <FormField label="Password" error={errors.password} required description="At least 8 characters.">
          {(field) => <Input {...field} type="password" autoComplete="new-password" {...form.register("password")} />}
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword} required>
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          )}
        </FormField>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Creating account…" : "Create account"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{" "}
          <Link to="/login" className="text-primary hover:underline">
            Sign in
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
