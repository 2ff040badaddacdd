import { Alert, AlertTitle, cn } from "@tprm/ui";
import { CircleCheckIcon } from "lucide-react";

/** A polite live region, always present so screen readers announce the message when it appears. */
export function SuccessStatus({
  message,
  testId,
  className = "mb-4",
}: {
  message: string | null;
  testId?: string;
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" data-testid={testId}>
      {message && (
        <Alert
          variant="success"
          role="presentation"
          className={cn("py-2 text-green-800 dark:text-green-200", className)}
        >
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>{message}</AlertTitle>
        </Alert>
      )}
    </div>
  );
}
