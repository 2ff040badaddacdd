import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { LoadingScreen } from "../auth/LoadingScreen";
import { useSession } from "../lib/session";

// The sign-up form stays its own chunk: a signed-in user never downloads it.
const SignUpPage = lazy(() => import("../features/auth/RegisterPage"));

/**
 * /register is two screens: the spec's public sign-up form for a visitor who is signed out, and the regulatory
 * register (issue 21) for a signed-in user, whose frame and permission guard are this route's children (router.tsx).
 * The records' links (`/register?tab=…`) therefore open the register for whoever is signed in; signed out, such a
 * link (the sign-up form has no query) leads to the sign-in screen, which comes back to it.
 */
export default function RegisterRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <LoadingScreen />;
  if (!session.data && new URLSearchParams(location.search).has("tab")) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (!session.data) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SignUpPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
