import { Alert, AlertDescription, AlertTitle, Button } from "@tprm/ui";
import { errorMessage } from "../lib/http-errors";

/** Error state of a screen's data: the server's message (or a fallback) and a Retry button. */
export function QueryErrorAlert({
  title,
  error,
  fallback,
  onRetry,
}: {
  title: string;
  error: unknown;
  fallback: string;
  onRetry?: () => void;
}) {
  return (
    <Alert variant="destructive" data-testid="query-error">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error, fallback)}</p>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
