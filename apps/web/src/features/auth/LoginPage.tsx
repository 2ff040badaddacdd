import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate } from "react-router";
import { pathAfterSignIn, requestedPathFrom } from "../../auth/after-sign-in";
import { SESSION_QUERY_KEY, useSession } from "../../lib/session";
import { AuthShell } from "./AuthShell";
import { type LoginAnswer, LoginPasswordForm } from "./LoginPasswordForm";
import { LOGIN_ERRORS, type LoginErrorText } from "./login-errors";

/** The sign-in page: the password step, then (once signed in) back to the page asked for or the role's home. */
export default function LoginPage() {
  const { t } = useTranslation(["auth", "common"]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const requested = requestedPathFrom(location.state);
  const session = useSession();

  if (session.data) return <Navigate to={pathAfterSignIn(session.data.role, requested)} replace />;

  /** A session was opened: keep its user, forget what another user left in the cache, and go on. */
  async function onAnswer(answer: LoginAnswer): Promise<LoginErrorText | null> {
    if (!answer || !("accessToken" in answer) || !answer.accessToken || !answer.user)
      return { message: { key: LOGIN_ERRORS.missingData } };
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.setQueryData(SESSION_QUERY_KEY, answer.user);
    await navigate(pathAfterSignIn(answer.user.role, requested), { replace: true });
    return null;
  }

  return (
    <AuthShell title={t("auth:signIn.title")} description={t("auth:signIn.description")}>
      <LoginPasswordForm onAnswer={onAnswer} />
    </AuthShell>
  );
}
