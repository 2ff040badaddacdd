/**
 * The `route` label of a request: the pattern it matched (/api/vendors/:id), never the raw URL (ids would make a
 * series per record). tRPC calls share one Fastify route (/trpc/:path): a single known procedure is named
 * (/trpc/vendors.list); a batch of several, or a name no procedure has, is one label each, so a client cannot
 * create series at will. A request no route matched (404) is "unmatched".
 */
export function routeLabel(
  pattern: string | undefined,
  params: unknown,
  isProcedure: (name: string) => boolean,
): string {
  if (!pattern) return "unmatched";
  if (pattern !== "/trpc/:path") return pattern;
  const path = (params as { path?: unknown } | undefined)?.path;
  if (typeof path !== "string") return "/trpc/(unknown)";
  if (path.includes(",")) return "/trpc/(batch)";
  return isProcedure(path) ? `/trpc/${path}` : "/trpc/(unknown)";
}
