import { useCallback, useEffect, useState } from "react";

/** 001 §9: success banners last 3000 ms. */
export const FLASH_MS = 3000;

/** A message shown for `ms` milliseconds; showing it again restarts the time. */
export function useFlash(ms = FLASH_MS): [message: string | null, show: (message: string) => void] {
  const [flash, setFlash] = useState<{ message: string; at: number } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), ms);
    return () => clearTimeout(timer);
  }, [flash, ms]);
  const show = useCallback((message: string) => setFlash({ message, at: Date.now() }), []);
  return [flash?.message ?? null, show];
}
