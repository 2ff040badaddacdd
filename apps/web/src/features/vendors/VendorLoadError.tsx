import { Alert, AlertDescription, AlertTitle, Button } from "@tprm/ui";
import { RotateCwIcon } from "lucide-react";
import { isNetworkError, serverMessageOf } from "../../lib/http-errors";

/** The spec's vendor load message (000 §8), the server's own words when it gave any, and a retry. */
export const VENDOR_LOAD_ERROR = "Failed to load vendors. Please check your connection and try again.";

export function VendorLoadError({
  error,
  onRetry,
  retrying,
  message = VENDOR_LOAD_ERROR,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  message?: string;
}) {
  const detail = isNetworkError(error) ? undefined : serverMessageOf(error);
  return (
    <Alert variant="destructive" data-testid="vendor-load-error">
      <AlertTitle>{message}</AlertTitle>
      <AlertDescription>
        {detail && detail !== message && <p>{detail}</p>}
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} className="mt-1">
          <RotateCwIcon aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
