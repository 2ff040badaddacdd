import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/** The bank's entities (not branches) for the pickers of the register's tabs, by name; the first page of 200. */
export function useRegisterEntities() {
  const trpc = useTRPC();
  return useQuery(
    trpc.register.entities.list.queryOptions(
      { kind: "entity", limit: 200, sort: "name", order: "asc" },
      { select: (answer) => answer.items, staleTime: 60_000 },
    ),
  );
}
