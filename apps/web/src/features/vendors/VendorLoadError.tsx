import { Alert, AlertDescription, AlertTitle, Button } from "@tprm/ui";
import { RotateCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isNetworkError, serverMessageOf } from "../../lib/http-errors";

/**
 * The spec's vendor load message (000 §8) in the user's language, the server's own words when it gave any, and a
 * retry. `message` replaces the title (already translated by the caller), e.g. for the KPI breaches report.
 */
export function VendorLoadError({
  error,
  onRetry,
  retrying,
  message,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  message?: string;
}) {
  const { t } = useTranslation(["vendors"]);
  const title = message ?? t("vendors:loadError.vendors");
  const detail = isNetworkError(error) ? undefined : serverMessageOf(error);
  return (
    <Alert variant="destructive" data-testid="vendor-load-error">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {detail && detail !== title && <p>{detail}</p>}
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} className="mt-1">
          <RotateCwIcon aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          {t("vendors:actions.tryAgain")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
