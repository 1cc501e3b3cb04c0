// The server's clock as a browser estimates it (issue 15): the sync client measures it on every
// connection, and countdowns add the offset to Date.now(), so every browser shows the same time.
/** One measurement of the server's clock: the request left at sentAt, came back at receivedAt. */
export interface ClockSample {
  /** Client clock (Date.now()) when the request was sent. */
  sentAt: number;
  /** Client clock when the answer arrived. */
  receivedAt: number;
  /** The server's clock when it answered. */
  serverTime: number;
}

export interface ClockOffset {
  /** Add to the client's Date.now() to get the server's time. */
  offsetMs: number;
  roundTripMs: number;
}

/**
 * The server's clock minus ours, assuming the answer took as long to come back as the request
 * took to go (the NTP estimate): the error is at most half the round trip.
 */
export function estimateClockOffset(sample: ClockSample): ClockOffset {
  const roundTripMs = Math.max(0, sample.receivedAt - sample.sentAt);
  return { offsetMs: sample.serverTime - (sample.sentAt + roundTripMs / 2), roundTripMs };
}

/** Of several samples, the one with the shortest round trip is the most exact. Null for none. */
export function bestClockOffset(samples: readonly ClockSample[]): ClockOffset | null {
  let best: ClockOffset | null = null;
  for (const sample of samples) {
    const estimate = estimateClockOffset(sample);
    if (best === null || estimate.roundTripMs < best.roundTripMs) best = estimate;
  }
  return best;
}

export function serverNow(clientNow: number, offset: ClockOffset | null): number {
  return clientNow + (offset?.offsetMs ?? 0);
}
