import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from "react";
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE, TOAST_WIDTH_PX } from "../../shared/constants";
import { useTheme } from "../theme/ThemeProvider";
import { loadToasts, onToastsRequested, toastsRequested } from "./toast";

const SonnerToaster = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

/**
 * Toasts with the spec's settings (4000 ms, 3 visible, 14 px gap, 356 px wide) in the page's
 * theme. Mounts sonner only once a toast was asked for (toast.ts).
 */
export function Toaster() {
  const { theme } = useTheme();
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, toastsRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme={theme}
        position="top-center"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE}
        gap={TOAST_GAP_PX}
        style={{ "--width": `${TOAST_WIDTH_PX}px` } as CSSProperties}
        richColors
        closeButton
      />
    </Suspense>
  );
}
