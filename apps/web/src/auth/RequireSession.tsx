import { Alert, AlertDescription, AlertTitle, Button } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { errorText } from "../components/error-text";
import { useCalendar } from "../lib/calendar";
import { useSession } from "../lib/session";
import { LoadingScreen } from "./LoadingScreen";
import { useApplySettings } from "./use-apply-settings";

export { LoadingScreen } from "./LoadingScreen";

/** Route guard, first half: no session → the sign-in screen (remembering where the user wanted to go); loading → "Loading...". */
export function RequireSession() {
  const session = useSession();
  // Not suspending: the guard sits above every Suspense boundary of the signed-in screens.
  const { t, ready } = useTranslation("common", { useSuspense: false });
  // Asked now, so the forms have the organisation's today before any of them opens.
  useCalendar();
  useApplySettings(session.data?.settings);
  const location = useLocation();

  if (session.isPending || !ready) return <LoadingScreen />;
  if (session.isError) {
    return (
      <div className="mx-auto flex min-h-dvh max-w-md items-center p-6">
        <Alert variant="destructive">
          <AlertTitle>{t("common:errors.cannotReach")}</AlertTitle>
          <AlertDescription>
            <p>{errorText(t, session.error, t("common:errors.noAnswer"))}</p>
            <Button variant="outline" size="sm" onClick={() => void session.refetch()}>
              {t("common:actions.tryAgain")}
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }
  if (!session.data) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
