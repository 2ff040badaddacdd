import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "../../lib/trpc";

/** After any vendor change: refetch every vendor query (list, summary, queue, health, detail) and both reports. */
export function useInvalidateVendors() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.vendors.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.kpiBreaches.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.invoices.pathKey() }),
      ]),
    [queryClient, trpc],
  );
}
