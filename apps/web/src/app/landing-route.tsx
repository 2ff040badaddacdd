import { lazy, Suspense } from "react";
import { LoadingScreen } from "../auth/LoadingScreen";

// The public landing page is its own chunk: signed-in users never download it.
const LandingPage = lazy(() => import("../features/landing/LandingPage"));

export function LandingRoute() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LandingPage />
    </Suspense>
  );
}
