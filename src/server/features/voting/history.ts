// Past rounds: the live list every participant sees, and the CSV owners and admins download.
import { z } from "zod";
import { listRoundHistory, listRoundHistoryIds } from "./data/roundHistory";
import { action, type DataAccess, internalQuery } from "../../live";
import { enterRoom, idArg, membersOnlyQuery } from "../rooms";
import { agreedValues } from "./extensions";
import { roundHistoryEntry, type RoundHistoryEntry } from "./historyView";
import { roundHistoryCsv } from "./roundHistoryCsv";

/** The room shows this many past rounds; the export takes up to EXPORT_LIMIT. */
export const HISTORY_LIMIT = 100;
export const EXPORT_LIMIT = 1000;

/**
 * Newest first; null for anyone who is not in the room. One load per room (its members and its
 * rounds) for every viewer; it reads neither the room nor its votes, so voting never re-runs it.
 */
export const getRoundHistory = membersOnlyQuery(({ data }, roomId, previous: readonly RoundHistoryEntry[] | undefined) => loadHistory(data, roomId, previous));

/**
 * Archived rounds never change, so only rounds the room's previous load did not show are read
 * whole: a New Round reads one, not a hundred, and reaches viewers as one entry put in front.
 */
async function loadHistory(data: DataAccess, roomId: string, previous: readonly RoundHistoryEntry[] | undefined): Promise<readonly RoundHistoryEntry[]> {
  const before = previous && new Map(previous.map((entry) => [entry._id, entry]));
  let ids = await listRoundHistoryIds(data, roomId, HISTORY_LIMIT);
  // Newer rounds come first, so the ones not yet shown are the leading ids.
  const unseen = ids.findIndex((id) => before?.has(id));
  let read = new Map((unseen === 0 ? [] : await listRoundHistory(data, roomId, unseen < 0 ? HISTORY_LIMIT : unseen)).map((row) => [row.id, row]));
  if (ids.some((id) => !read.has(id) && !before?.has(id))) {
    // A round archived between the two reads pushed one not shown yet out of the second: read them all.
    const rows = await listRoundHistory(data, roomId, HISTORY_LIMIT);
    ids = rows.map((row) => row.id);
    read = new Map(rows.map((row) => [row.id, row]));
  }
  return ids.map((id) => before?.get(id) ?? roundHistoryEntry(read.get(id)!));
}

export interface RoundHistoryCsvFile {
  filename: string;
  csv: string;
}

/** Not exported from voting.ts, so only the action below can run it. */
const roundHistoryCsvFile = internalQuery({
  args: z.object({ roomId: idArg }),
  handler: async (ctx, { roomId }): Promise<RoundHistoryCsvFile> => {
    const { room } = await enterRoom(ctx, roomId, { as: "manager" });
    const rows = await listRoundHistory(ctx.data, roomId, EXPORT_LIMIT);
    const date = new Date(ctx.now).toISOString().slice(0, 10);
    const agreed = await agreedValues(ctx, roomId);
    return { filename: `planning-poker-${room.code}-rounds-${date}.csv`, csv: roundHistoryCsv(rows.map(roundHistoryEntry), agreed) };
  },
});

/** An action rather than a live query: the file is made once, when someone asks for it. */
export const exportRoundHistoryCsv = action({
  args: z.object({ roomId: idArg }),
  handler: (ctx, args): Promise<RoundHistoryCsvFile> => ctx.runQuery(roundHistoryCsvFile, args),
});
