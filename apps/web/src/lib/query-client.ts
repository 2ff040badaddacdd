import { focusManager, MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { refreshesAfter } from "@tprm/api/refresh";
import { httpStatusOf } from "./http-errors";
import { SESSION_QUERY_KEY } from "./session";

/**
 * "The user is back": the page became visible again (the library's own signal) or its window got the focus back
 * (switching between two visible windows). Either way stale queries refetch (001 §9 "Start-up").
 */
export function listenForFocus(onFocus: () => void): (() => void) | undefined {
  if (typeof window === "undefined" || !window.addEventListener) return undefined;
  const listener = () => onFocus();
  window.addEventListener("visibilitychange", listener, false);
  window.addEventListener("focus", listener, false);
  return () => {
    window.removeEventListener("visibilitychange", listener);
    window.removeEventListener("focus", listener);
  };
}

/**
 * React Query with the spec's start-up rules (001 §9): data refetches on focus, visibility and reconnect (once older
 * than 10 s, so a quick tab switch costs nothing) and is kept 60 s after last use; and the "any 401" rule: a 401
 * from any call clears the cached user and hands over to `onUnauthorized` (which sends the browser to /login).
 */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  focusManager.setEventListener((onFocus) => listenForFocus(() => onFocus()));
  const handle = (error: unknown) => {
    if (httpStatusOf(error) !== 401) return;
    client.setQueryData(SESSION_QUERY_KEY, null);
    onUnauthorized();
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({
      onError: handle,
      // After every change, success or not, refetch what that procedure declares it may have changed
      // (@tprm/api/refresh), so no screen lists another screen's queries.
      onSettled: (_data, _error, _variables, _context, mutation) => {
        const path = mutationPath(mutation.options.mutationKey);
        if (!path) return;
        return Promise.all(
          refreshesAfter(path).map((target) => client.invalidateQueries({ queryKey: [target.split(".")] })),
        );
      },
    }),
    defaultOptions: {
      queries: {
        gcTime: 60_000,
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: (count, error) => {
          const status = httpStatusOf(error);
          return (status === undefined || status >= 500) && count < 2;
        },
      },
    },
  });
  return client;
}

/** "vendors.create" from a tRPC mutation key ([["vendors", "create"]]); undefined for other mutations. */
export function mutationPath(key: readonly unknown[] | undefined): string | undefined {
  const first = key?.[0];
  return Array.isArray(first) && first.every((part) => typeof part === "string") ? first.join(".") : undefined;
}
