// Toasts without the toast library in the first download: the first toast loads sonner (and the
// <Toaster> that shows it, see Toaster.tsx); sonner shows toasts made before it mounted.
import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "loading" | "info";
type ToastId = string | number;

const listeners = new Set<() => void>();
let sonner: Promise<typeof import("./toastRuntime")> | null = null;
let nextId = 0;

/** Loads sonner once and tells the Toaster to mount. */
export function loadToasts(): Promise<typeof import("./toastRuntime")> {
  if (!sonner) {
    sonner = import("./toastRuntime");
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

function show(kind: Kind, message: string, options: ExternalToast = {}): ToastId {
  // The id is ours, so a later toast can replace this one before sonner has even arrived.
  const id = options.id ?? `toast-${++nextId}`;
  // The shared catalogue's sentences in the page's language (a toast's own, or the server's reason).
  const description = options.description;
  loadToasts().then(
    async ({ toast, say }) => toast[kind](await say(message), { ...options, description: typeof description === "string" ? await say(description) : description, id }),
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
