import { useConnectionState } from "../sync/react";
import { Spinner } from "./ui/Spinner";

/**
 * On every signed-in page, a small notice while the sync socket is trying to get back (DESIGN 3),
 * saying when changes made meanwhile are not saved yet. Its own chunk, mounted (and so loaded)
 * once someone is signed in, long before a connection can drop.
 */
export default function ConnectionBanner() {
  const { isReconnecting, inflightMutations, inflightActions } = useConnectionState();
  const waiting = inflightMutations + inflightActions;
  // The live region stays mounted so screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4" data-testid="connection-state">
      {isReconnecting && (
        <span className="pointer-events-auto inline-flex items-center gap-2 rounded-2xl border border-warning-text/30 bg-warning-subtle px-4 py-2 text-sm font-medium text-warning-text shadow-raised">
          <Spinner className="size-4 shrink-0" />
          <span>
            Reconnecting...
            {waiting > 0 && ` ${waiting === 1 ? "Your last change is" : `${waiting} changes are`} not saved yet: it will be sent once the connection is back.`}
          </span>
        </span>
      )}
    </div>
  );
}
