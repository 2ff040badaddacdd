import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loginInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, FormField, Input } from "@tprm/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import type { z } from "zod";
import { pathAfterSignIn, requestedPathFrom } from "../../auth/after-sign-in";
import { SESSION_QUERY_KEY, useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { AuthShell } from "./AuthShell";
import { LOGIN_ERRORS, type LoginErrorText, loginErrorText } from "./login-errors";

type LoginForm = z.input<typeof loginInput>;

export default function LoginPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const requested = requestedPathFrom(location.state);
  const session = useSession();
  const [error, setError] = useState<LoginErrorText | null>(null);
  const login = useMutation(trpc.auth.login.mutationOptions());
  const form = useForm<LoginForm, unknown, z.output<typeof loginInput>>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  if (session.data) return <Navigate to={pathAfterSignIn(session.data.role, requested)} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const data = await login.mutateAsync(values);
      if (!data?.accessToken || !data?.user) {
        setError({ message: LOGIN_ERRORS.missingData });
        return;
      }
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData(SESSION_QUERY_KEY, data.user);
      await navigate(pathAfterSignIn(data.user.role, requested), { replace: true });
    } catch (e) {
      setError(loginErrorText(e));
    }
  });

  const busy = isSubmitting || login.isPending;

  return (
    <AuthShell title="Sign in" description="Use your work email and password.">
      <form onSubmit={onSubmit} className="grid gap-4">
        {error && (
          <Alert variant="destructive" data-testid="login-error">
            <AlertDescription>
              <p>{error.message}</p>
              {error.detail && <p data-testid="login-error-detail">{error.detail}</p>}
            </AlertDescription>
          </Alert>
        )}
        <FormField label="Email" error={errors.email} id="email">
          {(field) => (
            <Input {...field} type="email" autoComplete="username" required autoFocus {...form.register("email")} />
          )}
        </FormField>
        <FormField label="Password" error={errors.password} id="password">
          {(field) => (
            <Input {...field} type="password" autoComplete="current-password" required {...form.register("password")} />
          )}
        </FormField>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Signing in…" : "Sign In"}
        </Button>
        <div className="flex justify-between text-sm">
          <Link to="/forgot-password" className="text-primary hover:underline">
            Forgot password?
          </Link>
          <Link to="/register" className="text-primary hover:underline">
            Create account
          </Link>
        </div>
      </form>
    </AuthShell>
  );
}
