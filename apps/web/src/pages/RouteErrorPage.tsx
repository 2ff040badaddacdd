import { Alert, AlertDescription, AlertTitle, Button } from "@tprm/ui";
import { useRouteError } from "react-router";

/** Shown when a screen fails to load or throws while rendering (e.g. a new deployment removed an old chunk). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg items-center p-6">
      <Alert variant="destructive">
        <AlertTitle>Something went wrong</AlertTitle>
        <AlertDescription>
          <p>This page could not be shown. Reloading usually fixes it.</p>
          {detail && <p className="font-mono text-xs">{detail}</p>}
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </AlertDescription>
      </Alert>
    </main>
  );
}
