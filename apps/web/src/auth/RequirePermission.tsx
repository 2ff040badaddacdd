import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSession } from "../lib/session";
import { AccessDenied } from "./AccessDenied";
import { mayOpen, requirementFor } from "./route-access";

/** The screens open while the organisation still requires this user to turn on two-factor authentication. */
const OPEN_DURING_ENROLMENT = new Set(["/account", "/profile", "/settings", "/notifications"]);

/**
 * Route guard, second half: the signed-in user's role must hold the path's permission, else Access Denied. While the
 * organisation requires two-factor of the user and it is off, every screen but the personal ones and the user's own
 * notifications leads to the account screen, where the set-up opens (the server refuses the other calls meanwhile).
 */
export function RequirePermission({ path, children }: { path: string; children: ReactNode }) {
  const { data: user } = useSession();
  if (!user) return null;
  if (user.twoFactorEnrolmentRequired && !OPEN_DURING_ENROLMENT.has(path))
    return <Navigate to="/account?enrol=required" replace />;
  if (!mayOpen(user.role, path)) return <AccessDenied role={user.role} requirement={requirementFor(path)} />;
  return children;
}
