import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "./app-router";
import { httpStatusOf } from "./http-errors";
import { useTRPCClient } from "./trpc";

export type SessionUser = inferRouterOutputs<AppRouter>["auth"]["me"]["user"];

/** The cached signed-in user: a SessionUser, or null when nobody is signed in. */
export const SESSION_QUERY_KEY = ["session"] as const;

/** Paths that never redirect to /login on a 401 (the visitor is expected to be signed out there). */
export const PUBLIC_PATHS = ["/", "/login", "/register", "/forgot-password", "/reset-password"] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

/** The current user from auth.me; a 401 means "signed out" (null), not an error. */
export function useSession() {
  const client = useTRPCClient();
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async (): Promise<SessionUser | null> => {
      try {
        const { user } = await client.auth.me.query();
        return user;
      } catch (error) {
        if (httpStatusOf(error) === 401) return null;
        throw error;
      }
    },
    retry: (count, error) => httpStatusOf(error) === undefined && count < 2,
    staleTime: 30_000,
  });
}
