import { useQuery } from "@tanstack/react-query";
import { Alert, AlertDescription, AlertTitle } from "@tprm/ui";
import { WrenchIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../lib/trpc";

/**
 * "Restore in progress": shown on every screen while the platform is in maintenance (a restore replaces the
 * database; the API answers 503 meanwhile). Asked every 10 s, and answered by the server even during maintenance.
 */
export function MaintenanceBanner() {
  const { t, ready } = useTranslation("operationsBackups", { useSuspense: false });
  const trpc = useTRPC();
  const state = useQuery({
    ...trpc.operations.maintenance.queryOptions(),
    refetchInterval: (query) => (query.state.data?.active ? 3_000 : 10_000),
    retry: false,
  });
  if (!ready || !state.data?.active) return null;
  return (
    <Alert variant="warning" role="status" className="mb-4" data-testid="maintenance-banner">
      <WrenchIcon aria-hidden="true" />
      <AlertTitle>{t("operationsBackups:maintenance.title")}</AlertTitle>
      <AlertDescription>{t("operationsBackups:maintenance.description")}</AlertDescription>
    </Alert>
  );
}
