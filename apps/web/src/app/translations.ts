import type { i18n as I18n } from "i18next";
import { setI18n } from "react-i18next";

let started: Promise<unknown> | undefined;
let ready = false;
const listeners = new Set<() => void>();

/**
 * Starts the translations (i18next and the visitor's `common` namespace, chunks of their own) once and tells when
 * they are ready. The landing page is English and never asks, so it downloads none of it; every other page waits
 * for it before rendering (router.tsx), and main.tsx starts it at once on those pages.
 */
export function translationsReady(): Promise<unknown> {
  started ??= import("../i18n")
    .then((i18n) => i18n.startTranslations())
    .then(
      () => {
        ready = true;
        for (const listener of [...listeners]) listener();
      },
      (error: unknown) => {
        started = undefined; // a chunk that failed to download (offline) is asked for again next time
        throw error;
      },
    );
  return started;
}

/** Whether the translations have started (i18next is set up); for useSyncExternalStore. */
export function translationsStarted(): boolean {
  return ready;
}

export function subscribeTranslations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What react-i18next sees until i18next has loaded: an instance whose texts are not loaded yet. The app shell's own
 * components (loading screen, error page, toaster, the shared components' words) render their untranslated state
 * (they do not suspend) instead of react-i18next warning that it has no instance; a component that asks for its
 * namespaces is answered once the translations have started (never on the landing page, which starts none).
 * startTranslations then hands react-i18next the real i18next (initReactI18next).
 */
const NOT_LOADED = {
  get isInitialized() {
    return ready;
  },
  language: "en",
  languages: ["en"],
  options: { react: {} },
  services: {},
  on() {},
  off() {},
  store: { on() {}, off() {} },
  hasLoadedNamespace: () => false,
  getFixedT: () => (key: string | string[]) => (Array.isArray(key) ? key[0] : key),
  loadNamespaces(_namespaces: unknown, done?: () => void) {
    if (ready) done?.();
    else {
      const unsubscribe = subscribeTranslations(() => {
        unsubscribe();
        done?.();
      });
    }
    return Promise.resolve();
  },
};
setI18n(NOT_LOADED as unknown as I18n);
