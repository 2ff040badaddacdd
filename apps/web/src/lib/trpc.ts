import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "./app-router";
import { HttpStatusError, NetworkError } from "./http-errors";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * fetch for tRPC: sends the session cookie (same origin, credentials "include"), turns "no answer" into
 * NetworkError and non-JSON error pages (proxy errors) into HttpStatusError so screens can tell them apart.
 */
async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, credentials: "include" });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error);
  }
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok && !type.includes("application/json")) throw new HttpStatusError(response.status);
  return response;
}

export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: "/trpc", fetch: apiFetch, maxURLLength: 2000 })],
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
