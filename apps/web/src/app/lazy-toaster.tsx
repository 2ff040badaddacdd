import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";

// sonner's toaster is its own chunk, mounted once something may show a toast: the signed-in app (useToaster), or
// the "new version" offer. The public pages show none, so they never download it. A toast raised before the toaster
// has mounted is shown when it mounts (sonner keeps it).
const SonnerToaster = lazy(() => import("sonner").then((sonner) => ({ default: sonner.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toaster (the first call downloads it; later calls do nothing). */
export function mountToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For a part of the app that shows toasts: mounts the toaster when it mounts. */
export function useToaster() {
  useEffect(mountToaster, []);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isWanted = () => wanted;

/** sonner's Toaster, with the same props, rendered only once mountToaster() has been called. */
export function Toaster(props: ToasterProps) {
  const show = useSyncExternalStore(subscribe, isWanted, isWanted);
  return show ? (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  ) : null;
}
