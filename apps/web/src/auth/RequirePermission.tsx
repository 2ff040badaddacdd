import type { ReactNode } from "react";
import { useSession } from "../lib/session";
import { AccessDenied } from "./AccessDenied";
import { mayOpen, requirementFor } from "./route-access";

/** Route guard, second half: the signed-in user's role must hold the path's permission, else Access Denied. */
export function RequirePermission({ path, children }: { path: string; children: ReactNode }) {
  const { data: user } = useSession();
  if (!user) return null;
  if (!mayOpen(user.role, path)) return <AccessDenied role={user.role} requirement={requirementFor(path)} />;
  return children;
}
