import { Alert, AlertDescription, AlertTitle, Button } from "@tprm/ui";
import { Navigate, Outlet, useLocation } from "react-router";
import { useCalendar } from "../lib/calendar";
import { errorMessage } from "../lib/http-errors";
import { useSession } from "../lib/session";
import { useApplySettings } from "./use-apply-settings";

export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground" role="status" aria-live="polite">
      Loading...
    </div>
  );
}

/** Route guard, first half: no session → the sign-in screen (remembering where the user wanted to go); loading → "Loading...". */
export function RequireSession() {
  const session = useSession();
  // Asked now, so the forms have the organisation's today before any of them opens.
  useCalendar();
  useApplySettings(session.data?.settings);
  const location = useLocation();

  if (session.isPending) return <LoadingScreen />;
  if (session.isError) {
    return (
      <div className="mx-auto flex min-h-dvh max-w-md items-center p-6">
        <Alert variant="destructive">
          <AlertTitle>Cannot reach the platform</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(session.error, "The server did not answer. Please try again later.")}</p>
            <Button variant="outline" size="sm" onClick={() => void session.refetch()}>
              Try again
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
