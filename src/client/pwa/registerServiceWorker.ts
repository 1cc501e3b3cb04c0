// Installs the service worker (dist/client/sw.js, see scripts/build/serviceWorker.ts) and offers
// to reload when a newer version has been deployed; the new worker takes over only when asked.
import { APP_MESSAGES } from "../../shared/messages/app";
import { toast } from "../components/toast";

export function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker): void {
  let reloadRequested = false;
  // The first install also changes the controller (clients.claim): only a requested update reloads.
  container.addEventListener("controllerchange", () => {
    if (reloadRequested) window.location.reload();
  });

  const offer = (worker: ServiceWorker) =>
    toast.info(APP_MESSAGES.updateAvailable, {
      id: "app-update",
      duration: Infinity,
      action: {
        label: APP_MESSAGES.updateReload,
        onClick: () => {
          reloadRequested = true;
          worker.postMessage("skip-waiting");
        },
      },
    });

  container
    .register("/sw.js")
    .then((registration) => {
      // A worker that was already waiting (the update came while the app was closed) is an update too.
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed" && container.controller) offer(installing);
        });
      });
      // A room stays open for a meeting: look for a new version whenever the tab comes back.
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") void registration.update().catch(() => {});
      });
    })
    .catch((error: unknown) => console.error("The service worker could not be registered", error));
}
