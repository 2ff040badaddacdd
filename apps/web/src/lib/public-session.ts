import { useEffect, useState } from "react";
import type { SessionUser } from "./session";

/**
 * Who is signed in, for the public landing page, which does without the API client and the query cache (they are
 * downloaded with the app's own screens): one GET of auth.me. Undefined while asking; null when nobody is signed
 * in or the server did not answer.
 */
export function useSignedInUser(): SessionUser | null | undefined {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  useEffect(() => {
    const request = new AbortController();
    fetch("/trpc/auth.me", { credentials: "include", headers: { accept: "application/json" }, signal: request.signal })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ result?: { data?: { user?: SessionUser } } }>) : null,
      )
      .then((body) => setUser(body?.result?.data?.user ?? null))
      .catch(() => {
        if (!request.signal.aborted) setUser(null);
      });
    return () => request.abort();
  }, []);
  return user;
}
