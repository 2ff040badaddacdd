import { Alert, AlertDescription, AlertTitle, Button } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { errorText } from "./error-text";

/**
 * Error state of a screen's data: the server's message (or a fallback) and a Retry button, disabled while the
 * retry runs (a second click would cancel the first and start again).
 */
export function QueryErrorAlert({
  title,
  error,
  fallback,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: unknown;
  fallback: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation("common");
  return (
    <Alert variant="destructive" data-testid="query-error">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{errorText(t, error, fallback)}</p>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            {retrying ? t("common:actions.tryingAgain") : t("common:actions.tryAgain")}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
