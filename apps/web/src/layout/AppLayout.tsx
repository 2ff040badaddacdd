import { Suspense } from "react";
import { Outlet } from "react-router";
import { AgreementGate } from "../features/agreement/AgreementGate";
import { TopBar } from "./TopBar";

/** The signed-in frame: fixed top bar, the current screen, and the user agreement modal when it is still pending. */
export function AppLayout() {
  return (
    <div className="min-h-dvh bg-canvas">
      <TopBar />
      <main id="main" className="mx-auto w-full max-w-7xl px-4 pt-20 pb-10 sm:px-6">
        <Suspense
          fallback={
            <p role="status" className="py-10 text-muted-foreground">
              Loading...
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <AgreementGate />
    </div>
  );
}
