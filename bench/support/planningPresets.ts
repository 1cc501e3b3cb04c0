// The planning benchmark's named runs: the configurations issue 18 ("the tail in big rooms")
// names in its Must show, each with the targets it sets, so a run prints them beside its figures.

/**
 * How the rooms' round ends fall over the run. "spread": evenly, as independent teams' do on
 * average. "together": in groups of ten rooms whose round ends fall in ten consecutive schedule
 * slots (50 ms at 200 votes/s), as happens by chance in any busy deployment.
 */
export const SCHEDULES = ["spread", "together"] as const;
export type Schedule = (typeof SCHEDULES)[number];

export interface PlanningRun {
  name: string;
  size: number;
  sockets: number;
  rate: number;
  seconds: number;
  schedule: Schedule;
  /** Issue 18's ceilings in ms, shown beside the measured p99s; none for ad hoc runs. */
  targets: { voteP99?: number; ownerP99?: number };
}

const ISSUE_RUN = { sockets: 1000, seconds: 30 } as const;

export const PRESETS: Record<string, Omit<PlanningRun, "name">> = {
  rooms10: { ...ISSUE_RUN, size: 10, rate: 200, schedule: "spread", targets: { voteP99: 8 } },
  rooms100: { ...ISSUE_RUN, size: 100, rate: 200, schedule: "spread", targets: { voteP99: 12, ownerP99: 10 } },
  "rooms100-together": { ...ISSUE_RUN, size: 100, rate: 200, schedule: "together", targets: { voteP99: 20, ownerP99: 10 } },
  "rooms100-800": { ...ISSUE_RUN, size: 100, rate: 800, schedule: "spread", targets: { voteP99: 50, ownerP99: 10 } },
};

/** Rooms that end their rounds in the same turn under the "together" schedule. */
export const ROOMS_ENDING_TOGETHER = 10;

/**
 * Rooms take turns, one vote each in room order. A room whose members voted `offset` times
 * before the clock ends its round in turn size-1-offset, at slot turn*roomCount + r of the
 * schedule; this picks that turn. Spread: by r modulo size (when rooms outnumber members; else
 * spaced out by r), so round ends fall evenly and rooms next to each other in the turn order
 * never share a turn. Together: ten neighbouring rooms share a turn (ten consecutive slots),
 * and those groups are spread the same way.
 */
export function firstRoundEndTurn(r: number, size: number, roomCount: number, schedule: Schedule): number {
  const [unit, units] = schedule === "spread" ? [r, roomCount] : [Math.floor(r / ROOMS_ENDING_TOGETHER), Math.ceil(roomCount / ROOMS_ENDING_TOGETHER)];
  return units >= size ? unit % size : Math.floor((unit * size) / units);
}
