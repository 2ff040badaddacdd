import { useEffect, useState, useSyncExternalStore } from "react";

/** 001 §9: success banners last 3000 ms. */
export const FLASH_MS = 3000;

// Saving a new date format or time zone remounts the screen (AppLayout keys it on them, so no date keeps the old
// format): the success message lives here, outside the screen, and the new screen shows what is left of its 3 s.
let flash: { message: string; until: number } | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showSavedFlash(message: string, now = Date.now()) {
  flash = { message, until: now + FLASH_MS };
  emit();
}

/** The message while its time lasts, else null (tests pass `now`). */
export function currentFlash(now = Date.now()): string | null {
  return flash && flash.until > now ? flash.message : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot() {
  return flash;
}

/** The saved message, re-rendering the screen when it appears and when its time is up. */
export function useSavedFlash(): string | null {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [, expire] = useState(0);
  useEffect(() => {
    if (!current) return;
    const left = current.until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => expire((n) => n + 1), left);
    return () => clearTimeout(timer);
  }, [current]);
  return current && current.until > Date.now() ? current.message : null;
}
