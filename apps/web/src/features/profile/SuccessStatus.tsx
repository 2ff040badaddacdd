import { Alert, AlertTitle } from "@tprm/ui";
import { CircleCheckIcon } from "lucide-react";

/** A polite live region, always present so screen readers announce the message when it appears. */
export function SuccessStatus({ message, testId }: { message: string | null; testId?: string }) {
  return (
    <div role="status" aria-live="polite" data-testid={testId}>
      {message && (
        <Alert variant="success" role="presentation" className="mb-4">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>{message}</AlertTitle>
        </Alert>
      )}
    </div>
  );
}
