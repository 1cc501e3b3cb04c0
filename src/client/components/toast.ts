// Toasts without the toast library in the first download: the first toast loads sonner (and the
// <Toaster> that shows it, see Toaster.tsx); sonner shows toasts made before it mounted.
import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "loading" | "info";
type ToastId = string | number;

const listeners = new Set<() => void>();
let sonner: Promise<typeof import("sonner")> | null = null;
let nextId = 0;

/** Loads sonner once and tells the Toaster to mount. */
export function loadToasts(): Promise<typeof import("sonner")> {
  if (!sonner) {
    sonner = import("sonner");
    sonner.then(
      () => listeners.forEach((listener) => listener()),
      () => (sonner = null),
    );
  }
  return sonner;
}

/** For the Toaster: whether a toast was ever asked for. */
export const toastsRequested = (): boolean => sonner !== null;
export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** English needs nothing fetched (the catalogue's words are English); another language, its messages (serverMessages.ts). */
function say(english: string): Promise<string> {
  if (document.documentElement.lang === "en") return Promise.resolve(english);
  return import("../i18n/serverMessages").then((module) => module.sayMessageLoaded(english));
}

function show(kind: Kind, message: string, options: ExternalToast = {}): ToastId {
  // The id is ours, so a later toast can replace this one before sonner has even arrived.
  const id = options.id ?? `toast-${++nextId}`;
  // The shared catalogue's sentences in the page's language (a toast's own, or the server's reason).
  const description = options.description;
  Promise.all([loadToasts(), say(message), typeof description === "string" ? say(description) : description]).then(
    ([{ toast }, said, saidDescription]) => toast[kind](said, { ...options, description: saidDescription, id }),
    (error: unknown) => console.error("Could not show a message:", message, error),
  );
  return id;
}

/** sonner's `toast.success / error / loading / info`, loading sonner on first use. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  loading: (message: string, options?: ExternalToast) => show("loading", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
};
