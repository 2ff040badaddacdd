import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** GET /api/dashboard/key-metrics, one request shared by the cards, the charts and the quick actions' badges. */
export function useKeyMetrics() {
  const trpc = useTRPC();
  return useQuery(trpc.dashboard.keyMetrics.queryOptions());
}
