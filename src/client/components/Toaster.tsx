import type { CSSProperties } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE, TOAST_WIDTH_PX } from "../../shared/constants";
import { useTheme } from "../theme/ThemeProvider";

/** Toasts with the spec's settings (4000 ms, 3 visible, 14 px gap, 356 px wide) in the page's theme. */
export function Toaster() {
  const { theme } = useTheme();
  return (
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
  );
}
