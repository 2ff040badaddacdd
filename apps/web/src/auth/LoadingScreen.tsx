import { cn } from "@tprm/ui";
import { LoaderCircleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * "Loading...": a Suspense fallback, so it must not suspend itself. Until the common texts have arrived it shows the
 * spinner alone, in a status region marked busy (no text in the wrong language, nothing blank).
 */
export function LoadingText({ className }: { className?: string }) {
  const { t, ready } = useTranslation("common", { useSuspense: false });
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy={!ready}
      className={cn("flex items-center gap-2 text-muted-foreground", className)}
    >
      <LoaderCircleIcon aria-hidden="true" className="size-5 animate-spin" />
      {ready && <span>{t("common:loading")}</span>}
    </div>
  );
}

/** The whole screen while a page, the session or the frame's texts load. */
export function LoadingScreen() {
  return <LoadingText className="min-h-dvh justify-center" />;
}
