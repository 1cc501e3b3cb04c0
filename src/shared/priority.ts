// Ticket priority order for the JIRA ticket list (spec 9).

/** Rank for a priority nobody recognises: sorts after every known one. */
export const UNKNOWN_PRIORITY_RANK = 999;

// A Map, not an object literal, so names like "constructor" cannot hit Object.prototype.
const RANK_BY_NAME: ReadonlyMap<string, number> = new Map<string, number>([
  ["highest", 1], ["blocker", 1], ["critical", 1], ["1", 1],
  ["high", 2], ["major", 2], ["2", 2],
  ["medium", 3], ["3", 3],
  ["low", 4], ["minor", 4], ["4", 4],
  ["lowest", 5], ["trivial", 5], ["5", 5],
]);

/** 1 (most urgent) to 5, or 999; matched case-insensitively, surrounding spaces ignored. */
export function priorityRank(priority: string | null | undefined): number {
  return RANK_BY_NAME.get((priority ?? "").trim().toLowerCase()) ?? UNKNOWN_PRIORITY_RANK;
}

export function comparePriority(a: string | null | undefined, b: string | null | undefined): number {
  return priorityRank(a) - priorityRank(b);
}

/** Natural order: "PROJ-2" before "PROJ-10" (digit runs compare as numbers). */
export function compareTicketKeys(a: string, b: string): number {
  const partsA = a.split(/(\d+)/);
  const partsB = b.split(/(\d+)/);
  for (let i = 0; i < Math.min(partsA.length, partsB.length); i++) {
    const [pa, pb] = [partsA[i]!, partsB[i]!];
    if (pa === pb) continue;
    // split() with a capture group puts digit runs at odd indexes.
    if (i % 2 === 1) return Number(pa) - Number(pb) || pa.length - pb.length;
    return pa < pb ? -1 : 1;
  }
  return partsA.length - partsB.length;
}

/** Most urgent first, then by key; a new array, the input is untouched. */
export function sortTicketsByPriority<T extends { key: string; priority?: string | null }>(
  tickets: readonly T[],
): T[] {
  return [...tickets].sort(
    (a, b) => comparePriority(a.priority, b.priority) || compareTicketKeys(a.key, b.key),
  );
}

/** A colour name per rank, for the UI to map to its own theme classes. */
export type PriorityColor = "red" | "orange" | "yellow" | "blue" | "slate" | "gray";

const COLOR_BY_RANK: ReadonlyMap<number, PriorityColor> = new Map<number, PriorityColor>([
  [1, "red"],
  [2, "orange"],
  [3, "yellow"],
  [4, "blue"],
  [5, "slate"],
]);

export function priorityColor(priority: string | null | undefined): PriorityColor {
  return COLOR_BY_RANK.get(priorityRank(priority)) ?? "gray";
}
