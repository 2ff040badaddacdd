import { useQueryClient } from "@tanstack/react-query";
import { Alert, AlertDescription } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { pathAfterSignIn, requestedPathFrom } from "../../auth/after-sign-in";
import { SESSION_QUERY_KEY, useSession } from "../../lib/session";
import { useTRPCClient } from "../../lib/trpc";
import { AuthShell } from "./AuthShell";
import { LoginCodeForm } from "./LoginCodeForm";
import { type LoginAnswer, LoginPasswordForm } from "./LoginPasswordForm";
import { LOGIN_ERRORS, type LoginErrorText } from "./login-errors";
import { withPickedLanguage } from "./sign-in-language";

/**
 * The sign-in page: the password step, then for accounts with two-factor authentication a code, then (once signed in)
 * back to the page asked for or the role's home.
 */
export default function LoginPage() {
  const { t } = useTranslation(["auth", "twoFactorSignIn", "common"]);
  const queryClient = useQueryClient();
  const client = useTRPCClient();
  const navigate = useNavigate();
  const location = useLocation();
  const requested = requestedPathFrom(location.state);
  const session = useSession();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  if (session.data) return <Navigate to={pathAfterSignIn(session.data.role, requested)} replace />;

  /** The password was right and a code is owed: the second step. A session was opened: go on. */
  async function onAnswer(answer: LoginAnswer): Promise<LoginErrorText | null> {
    if (answer?.twoFactorRequired) {
      setExpired(false);
      setChallengeToken(answer.challengeToken);
      return null;
    }
    if (!answer?.accessToken || !answer.user) return { message: { key: LOGIN_ERRORS.missingData } };
    // Forget what another user left in the cache; the current-user answer brings the settings to put in force.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    const user = await withPickedLanguage(client, (await client.auth.me.query()).user);
    queryClient.setQueryData(SESSION_QUERY_KEY, user);
    await navigate(pathAfterSignIn(user.role, requested), { replace: true });
    return null;
  }

  function restart(reason?: "expired") {
    setChallengeToken(null);
    setExpired(reason === "expired");
  }

  if (challengeToken)
    return (
      <AuthShell title={t("twoFactorSignIn:title")} description={t("twoFactorSignIn:description")}>
        <LoginCodeForm challengeToken={challengeToken} onAnswer={onAnswer} onRestart={restart} />
      </AuthShell>
    );
  return (
    <AuthShell title={t("auth:signIn.title")} description={t("auth:signIn.description")}>
      {expired && (
        <Alert data-testid="login-challenge-expired">
          <AlertDescription>{t("twoFactorSignIn:expired")}</AlertDescription>
        </Alert>
      )}
      <LoginPasswordForm onAnswer={onAnswer} />
    </AuthShell>
  );
}
