import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createQueryClient } from "../lib/query-client";
import { isPublicPath } from "../lib/session";
import { createApiClient, TRPCProvider } from "../lib/trpc";
import { router } from "./router";

/** Any 401: the cached user is already cleared; leave the page for /login unless the visitor is on a public page. */
function goToLogin() {
  if (!isPublicPath(window.location.pathname)) void router.navigate("/login", { replace: true });
}

// One query cache and one API client for the whole visit, whichever screen mounts them first, so what the sign-in
// page caches (the session) is there for the signed-in app.
const queryClient = createQueryClient(goToLogin);
const trpcClient = createApiClient();

/**
 * A screen that calls the server, inside the API client and the query cache. This module is a chunk of its own,
 * downloaded with the first such screen: the landing page does without it.
 */
export function withApi(Screen: ComponentType): ComponentType {
  return function WithApi() {
    return (
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <Screen />
        </TRPCProvider>
      </QueryClientProvider>
    );
  };
}
