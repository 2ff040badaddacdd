import { toast } from "sonner";
import { i18n } from "../i18n";
import { mountToaster } from "./lazy-toaster";
import { translationsReady } from "./translations";

let reloading = false;

/**
 * "A new version is available — Reload": a toast that stays until answered. Reload tells the waiting worker to take
 * over; the page reloads once it has (controllerchange), so the new version's files are the ones loaded.
 */
export async function offerUpdate(worker: ServiceWorker) {
  await translationsReady();
  await i18n.loadNamespaces("app");
  mountToaster();
  toast(i18n.t("app:update.available"), {
    id: "app-update",
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: i18n.t("app:update.reload"),
      onClick: () => {
        navigator.serviceWorker.addEventListener("controllerchange", () => {
          if (reloading) return;
          reloading = true;
          window.location.reload();
        });
        worker.postMessage({ type: "SKIP_WAITING" });
      },
    },
  });
}
