// What trackers.* needs, as ctx.app.trackers: the installed room trackers (from the plugin list, by
// plugin name), the per-person limit on imports (each is several requests to a tracker), and a log
// for what a tracker refused (the sentence and the tracker, never a token).
import type { Config } from "../../config";
import type { LimitStore } from "../../limits/limitStore";
import { RateLimiter } from "../../limits/rateLimiter";
import type { DataAccess } from "../../live";
import type { RoomTracker } from "./roomTrackers";
import type { AgreedWriter } from "./agreedWrites";

/** A story source a plugin switches on outside trackers.* (JIRA Cloud's room switch): a room takes stories from one source at a time. */
export interface OtherStorySource {
  /** "JIRA". */
  label: string;
  inUse(data: DataAccess, roomId: string): Promise<boolean>;
}

export interface TrackerLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** Wakes the app's look for estimates to write back soon after a reveal queued one (scheduleAgreedWrites connects it). */
export interface WritesClock {
  wake(): void;
  onWake: (() => void) | null;
}

export interface TrackersEnvironment {
  trackers: ReadonlyMap<string, RoomTracker>;
  /** Previews, imports and source checks, per person. Null when RATE_LIMITS=off. */
  callLimit: RateLimiter | null;
  log: TrackerLog | null;
  /** The plugins' own story sources: a room with one on takes no tracker source. */
  otherSources: readonly OtherStorySource[];
  /** Async-agreed estimates to write back (issue 33): a look soon after one is queued, not only at the next sweep. */
  writes: WritesClock;
  /** The plugins that write such estimates themselves (JIRA Cloud), by plugin name. */
  writers: ReadonlyMap<string, AgreedWriter>;
}

export function createTrackersEnvironment(
  config: Config,
  limits: LimitStore,
  trackers: ReadonlyMap<string, RoomTracker>,
  log: TrackerLog | null,
  otherSources: readonly OtherStorySource[] = [],
  writers: ReadonlyMap<string, AgreedWriter> = new Map(),
): TrackersEnvironment {
  const writes: WritesClock = {
    onWake: null,
    wake() {
      writes.onWake?.();
    },
  };
  return { trackers, callLimit: config.rateLimits ? new RateLimiter(limits, "roomTrackerCall", 30, 60_000) : null, log, otherSources, writes, writers };
}
