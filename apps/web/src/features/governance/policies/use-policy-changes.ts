import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { POLICY_MESSAGES, type UpdatePolicyInput } from "@tprm/api/schemas";
import { toast } from "sonner";
import { useTRPC } from "../../../lib/trpc";
import type { PolicyItem } from "./types";

type ListPage = { items: PolicyItem[]; pagination: unknown };
type Snapshot = [QueryKey, unknown][];

/**
 * The policy changes the table makes, applied to every cached policy list at once (spec 001 §4: optimistic
 * updates) and rolled back when the server refuses, with the spec's failure texts (§8). What refreshes afterwards
 * is the refresh map's (query-client.ts).
 */
export function usePolicyChanges() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.policies.pathKey();

  async function patchLists(change: (items: PolicyItem[]) => PolicyItem[]): Promise<Snapshot> {
    await queryClient.cancelQueries({ queryKey: listKey });
    const snapshot = queryClient.getQueriesData({ queryKey: listKey });
    for (const [key, data] of snapshot) {
      const page = data as ListPage | undefined;
      if (page && Array.isArray(page.items)) queryClient.setQueryData(key, { ...page, items: change(page.items) });
    }
    return snapshot;
  }
  const rollback = (snapshot: Snapshot | undefined) => {
    for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
  };

  const update = useMutation(
    trpc.policies.update.mutationOptions({
      onMutate: (input: UpdatePolicyInput) =>
        patchLists((items) =>
          items.map((p) => (p.id === input.id ? ({ ...p, ...optimisticFields(input) } as PolicyItem) : p)),
        ),
      onError: (_error, _input, snapshot) => {
        rollback(snapshot);
        toast.error(POLICY_MESSAGES.saveFailed);
      },
    }),
  );

  const archive = useMutation(
    trpc.policies.archive.mutationOptions({
      onMutate: ({ id }) => patchLists((items) => items.filter((p) => p.id !== id || p.archived)),
      onError: (_error, _input, snapshot) => {
        rollback(snapshot);
        toast.error(POLICY_MESSAGES.archiveFailed);
      },
    }),
  );

  const bulkArchive = useMutation(
    trpc.policies.bulkArchive.mutationOptions({
      onMutate: ({ ids }) => patchLists((items) => items.filter((p) => !ids.includes(p.id) || p.archived)),
      onError: (_error, _input, snapshot) => {
        rollback(snapshot);
        toast.error(POLICY_MESSAGES.archiveFailed);
      },
    }),
  );

  const restore = useMutation(
    trpc.policies.restore.mutationOptions({
      onMutate: ({ id }) => patchLists((items) => items.filter((p) => p.id !== id || !p.archived)),
      onError: (_error, _input, snapshot) => {
        rollback(snapshot);
        toast.error(POLICY_MESSAGES.saveFailed);
      },
    }),
  );

  return { update, archive, bulkArchive, restore };
}

/** The fields of an edit a list row shows at once (the server's answer replaces them when it arrives). */
function optimisticFields(input: UpdatePolicyInput): Partial<PolicyItem> {
  const out: Partial<PolicyItem> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.owner !== undefined) out.owner = input.owner;
  if (input.jurisdiction !== undefined) out.jurisdiction = input.jurisdiction;
  if (input.reviewDate !== undefined) out.reviewDate = String(input.reviewDate);
  if (input.riskRating !== undefined) out.riskRating = input.riskRating;
  if (input.category !== undefined) out.category = input.category ?? null;
  if (input.regulatoryFramework !== undefined) out.regulatoryFramework = input.regulatoryFramework ?? null;
  if (input.complianceGaps !== undefined) out.complianceGaps = input.complianceGaps;
  return out;
}
