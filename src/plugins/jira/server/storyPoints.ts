// jira.updateStoryPoints: after a reveal, owners and admins write the agreed points to the
// ticket. The points must be one of the room's numeric cards; JIRA's refusals come back as
// { success: false, error } for the 'Failed to update JIRA: {error}' toast.
import { z } from "zod";
import { type JiraConfig, type UpdatePointsResult, isIssueOfProject, normalizeIssueKey } from "../shared/jira";
import { MESSAGES, jiraOtherProject } from "../../../shared/messages";
import { checkDeckStoryPoints } from "../../../shared/suggestedPoints";
import { deckSettingOf, getRound } from "../../../server/features/voting";
import { findCachedTicket, getJiraConfigRow, getJiraRoomState, setCachedTicketPoints, writeJiraRoomState } from "./data/jira";
import { JiraError, failureResult, updateStoryPoints as writeStoryPoints } from "./rest";
import { action, FunctionError, internalMutation, internalQuery } from "../../../server/live";
import { requireJiraEnabled } from "./access";
import { enterRoom, tryLockRoom } from "../../../server/features/rooms";
import { idArg, sessionIdArg, storyPointsArg, ticketKeyArg } from "./args";
import { limitJira } from "./limits";
import { isTicketQueued, setQueuedTicketPoints } from "../../../server/features/queue";
import type { AgreedWriter } from "../../../server/features/trackers";
import { TrackerError } from "../../../server/egress/trackerError";
import { openStoredConfig } from "./storedConfig";
import { parseTicket } from "./roomExtension";

/** Internal: the caller manages the room, the ticket is one of the room's, the points are valid. */
export const jiraConfigForPoints = internalQuery({
  args: z.object({ roomId: idArg, ticketKey: z.string(), storyPoints: storyPointsArg }),
  handler: async (ctx, args): Promise<{ config: JiraConfig; points: number }> => {
    const { room } = await enterRoom(ctx, args.roomId, { as: "manager" });
    requireJiraEnabled(await getJiraRoomState(ctx.data, room.id));
    const row = await getJiraConfigRow(ctx.data, room.id);
    if (!row) throw new FunctionError(MESSAGES.jira.notConfigured);
    // The stored token writes to the configured project only (issue 30), whatever the queue holds.
    if (!isIssueOfProject(args.ticketKey, row.project_key)) throw new FunctionError(jiraOtherProject(row.project_key));
    const round = await getRound(ctx.data, room.id);
    if (!round) throw new FunctionError(MESSAGES.rooms.roomGone);
    const check = checkDeckStoryPoints(args.storyPoints, deckSettingOf(round));
    if (!check.ok) throw new FunctionError(check.message);
    // A ticket of the cache, or one imported into the queue (issue 14) by JQL or sprint.
    const known = (await findCachedTicket(ctx.data, room.id, args.ticketKey)) || (await isTicketQueued(ctx.data, room.id, args.ticketKey));
    if (!known) throw new FunctionError(MESSAGES.jira.ticketNotFound);
    return { config: openStoredConfig(ctx.app, row), points: check.points };
  },
});

/** Internal: JIRA took the points; the cache and the current ticket show them too. */
export const recordStoryPoints = internalMutation({
  args: z.object({ roomId: idArg, ticketKey: z.string(), storyPoints: z.number() }),
  handler: async (ctx, { roomId, ticketKey, storyPoints }): Promise<null> => {
    if (!(await tryLockRoom(ctx, roomId))) return null;
    await setCachedTicketPoints(ctx.data, roomId, ticketKey, storyPoints);
    await setQueuedTicketPoints(ctx.data, roomId, ticketKey, storyPoints);
    const current = parseTicket((await getJiraRoomState(ctx.data, roomId)).ticketJson);
    if (current?.key === ticketKey) await writeJiraRoomState(ctx.data, roomId, { ticketJson: JSON.stringify({ ...current, storyPoints }) });
    return null;
  },
});

export const updateStoryPoints = action({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, ticketKey: ticketKeyArg, storyPoints: storyPointsArg }),
  handler: async (ctx, args): Promise<UpdatePointsResult> => {
    const ticketKey = normalizeIssueKey(args.ticketKey);
    const { config, points } = await ctx.runQuery(jiraConfigForPoints, { roomId: args.roomId, ticketKey, storyPoints: args.storyPoints });
    await limitJira(ctx, "updateStoryPoints", ctx.auth?.userId ?? "");
    try {
      await writeStoryPoints(config, ticketKey, points, ctx.app.jira.client);
    } catch (error) {
      if (error instanceof JiraError) return failureResult(error);
      throw error;
    }
    await ctx.runMutation(recordStoryPoints, { roomId: args.roomId, ticketKey, storyPoints: points });
    return { success: true };
  },
});

/**
 * Internal: the same checks as the manager's own jira.updateStoryPoints, as the manager an estimate
 * was agreed async for (issue 33): still a manager, JIRA on, the project's ticket, the points
 * valid. The identity is set here by the server's job; no client reaches an internal query.
 */
export const jiraConfigForAgreedPoints = internalQuery({
  args: z.object({ roomId: idArg, ticketKey: z.string(), storyPoints: storyPointsArg, byUserId: z.string().max(64) }),
  handler: async (ctx, { byUserId, ...args }): Promise<{ config: JiraConfig; points: number }> =>
    jiraConfigForPoints.handler({ ...ctx, auth: { userId: byUserId, authSessionId: "" } }, args),
});

/** Writes an estimate agreed async to its ticket, as the server's job (features/trackers claims, retries and records it). */
export const jiraAgreedWriter = Object.freeze<AgreedWriter>({
  write: async (job, { roomId, key, card, byUserId }) => {
    const { config, points } = await job.runInternal(jiraConfigForAgreedPoints, { roomId, ticketKey: key, storyPoints: card, byUserId });
    try {
      await writeStoryPoints(config, key, points, job.app.jira.client);
    } catch (error) {
      // As a tracker's error, so the job tries a 429, a 5xx or no answer again and a refusal never.
      if (error instanceof JiraError) throw new TrackerError(error.kind, error.message, error.status);
      throw error;
    }
    await job.runInternal(recordStoryPoints, { roomId, ticketKey: key, storyPoints: points });
    return String(points);
  },
});
