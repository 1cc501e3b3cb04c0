import { useEffect, useState } from "react";
import { SPLASH_DELAY_MS } from "../../shared/constants";
import { useAuth } from "./AuthProvider";

/** Time since the page started loading: the splash counts from there, not from each render. */
const sincePageLoad = () => performance.now();

/**
 * Whether the loading screen shows: while auth loads, and for a signed-out visitor until
 * SPLASH_DELAY_MS after the page started, so a quick answer does not flash the screen (spec 2).
 */
export function useSplash(): boolean {
  const { isLoading, isAuthenticated } = useAuth();
  const [delayOver, setDelayOver] = useState(() => sincePageLoad() >= SPLASH_DELAY_MS);
  useEffect(() => {
    if (delayOver) return;
    const timer = setTimeout(() => setDelayOver(true), Math.max(0, SPLASH_DELAY_MS - sincePageLoad()));
    return () => clearTimeout(timer);
  }, [delayOver]);
  return isLoading || (!isAuthenticated && !delayOver);
}
