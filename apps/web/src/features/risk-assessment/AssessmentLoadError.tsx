import { Alert, AlertDescription, AlertTitle, Button } from "@tprm/ui";
import { RotateCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isNetworkError, serverMessageOf } from "../../lib/http-errors";

/**
 * The spec's load-failure text (000 §8: "Failed to load risk assessments. Please check your connection and try
 * again.") in the user's language, the server's own words when it gave any, and a retry.
 */
export function AssessmentLoadError({
  error,
  onRetry,
  retrying,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** Replaces the spec's text (already translated), e.g. for one assessment. */
  title?: string;
}) {
  const { t } = useTranslation(["riskAssessment", "common"]);
  const heading = title ?? t("riskAssessment:loadError");
  const detail = isNetworkError(error) ? undefined : serverMessageOf(error);
  return (
    <Alert variant="destructive" data-testid="assessment-load-error">
      <AlertTitle>{heading}</AlertTitle>
      <AlertDescription>
        {detail && detail !== heading && <p>{detail}</p>}
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} className="mt-1">
          <RotateCwIcon aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          {retrying ? t("common:actions.tryingAgain") : t("common:actions.tryAgain")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
