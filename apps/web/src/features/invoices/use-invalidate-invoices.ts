import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "../../lib/trpc";

/** After any invoice change: refetch every invoice query (list, metrics, exceptions, recent) and vendor records. */
export function useInvalidateInvoices() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.invoices.pathKey() }),
        // A vendor record lists its invoices with their status.
        queryClient.invalidateQueries({ queryKey: trpc.vendors.get.pathKey() }),
      ]),
    [queryClient, trpc],
  );
}
