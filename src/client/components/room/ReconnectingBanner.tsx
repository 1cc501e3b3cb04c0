import { useConnectionState } from "../../sync/react";
import { Spinner } from "../ui/Spinner";

/** A small notice while the sync socket is trying to get back (DESIGN 3). */
export function ReconnectingBanner() {
  const { isReconnecting } = useConnectionState();
  // The live region stays mounted so screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {isReconnecting && (
        <span className="pointer-events-auto inline-flex items-center gap-2 rounded-full border border-warning-text/30 bg-warning-subtle px-4 py-2 text-sm font-medium text-warning-text shadow-raised">
          <Spinner className="size-4" />
          Reconnecting...
        </span>
      )}
    </div>
  );
}
