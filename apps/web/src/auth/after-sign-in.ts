import { homePathFor } from "@tprm/api/permissions";
import { mayOpen } from "./route-access";

/**
 * Where to go after signing in: back to the page the user asked for when the role may open it, else /dashboard
 * when the role may view it, else the first area it may view (never straight onto Access Denied).
 */
export function pathAfterSignIn(role: string | null | undefined, requested: unknown): string {
  if (typeof requested === "string" && requested.startsWith("/") && !requested.startsWith("//")) {
    const pathname = requested.split(/[?#]/)[0] ?? "";
    if (mayOpen(role, pathname)) return requested;
  }
  return homePathFor(role);
}

/** The page the guard sent the visitor away from, as stored in router location state. */
export function requestedPathFrom(state: unknown): string | undefined {
  if (typeof state === "object" && state !== null && "from" in state && typeof state.from === "string")
    return state.from;
  return undefined;
}
