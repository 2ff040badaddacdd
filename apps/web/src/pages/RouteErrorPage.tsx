import { Alert, AlertDescription, AlertTitle, Button } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";

/** Shown when a screen fails to load or throws while rendering (e.g. a new deployment removed an old chunk). */
export function RouteErrorPage() {
  const error = useRouteError();
  // Not suspending: this page stands in for whatever failed, possibly while texts were loading.
  const { t } = useTranslation("common", { useSuspense: false });
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg items-center p-6">
      <Alert variant="destructive">
        <AlertTitle>{t("common:pages.routeError.title")}</AlertTitle>
        <AlertDescription>
          <p>{t("common:pages.routeError.text")}</p>
          {detail && <p className="font-mono text-xs">{detail}</p>}
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
            {t("common:actions.reload")}
          </Button>
        </AlertDescription>
      </Alert>
    </main>
  );
}
