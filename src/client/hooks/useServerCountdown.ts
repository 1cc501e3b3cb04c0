import { useCallback, useEffect, useState } from "react";
import { remainingMs, type RoundTimer } from "../../shared/countdown";
import { serverNow } from "../../shared/serverClock";
import { useLoadedSyncClient } from "../sync/react";

/** The server's time now, as this browser estimates it (the sync client measures the offset). */
export function useServerNow(): () => number {
  const client = useLoadedSyncClient();
  return useCallback(() => serverNow(Date.now(), client?.serverClockOffset() ?? null), [client]);
}

/**
 * Time left on a timer in server time, or null without one. The caller re-renders only when the
 * whole second shown changes (one timeout to the next boundary), never while paused.
 */
export function useRemainingMs(timer: RoundTimer | null): number | null {
  const now = useServerNow();
  const [, setTick] = useState(0);
  const left = timer ? remainingMs(timer, now()) : null;
  const running = timer?.status === "running" && left !== null && left > 0;
  useEffect(() => {
    if (!running || left === null) return;
    // A little past the boundary, so the next reading shows the next second, not this one.
    const handle = setTimeout(() => setTick((n) => n + 1), (left % 1_000 || 1_000) + 20);
    return () => clearTimeout(handle);
  });
  return left;
}
