// Reminder mails (issue 33): at the time the manager chose before the deadline, everyone who has
// not voted on every story of the batch gets one mail with a link straight to their next story,
// once per person per batch, unless they turned these mails off in their account. The claim is
// one conditional update under the room's lock (one instance sends a batch's reminders) and each
// person's row is recorded before the mail leaves, so nobody is mailed twice; per-recipient mail
// limits as for every other mail. Without SMTP the mailer logs instead, and the room says so.
import { z } from "zod";
import type { AppServices } from "../../appServices";
import { enforceLimit } from "../../limits/rateLimiter";
import { mailMoment, mailText } from "../../mail/messages";
import { internalMutation } from "../../live";
import { getRoom, listRoomParticipants, tryLockRoom } from "../rooms";
import { getUser } from "../users";
import { claimReminders, getBatch, listBatchStories, listBatchVotes, listDueReminders, listOptedOut, recordReminders } from "./data/batches";

const REMIND_BATCH = 10;

export interface Reminder {
  email: string;
  name: string;
  roomName: string;
  roomCode: string;
  storyId: string;
  storyTitle: string;
  waiting: number;
  deadlineAt: number;
  /** The recipient's language (users.language): the mail is in it. */
  language: string | null;
}

/** Claims a due batch's reminders and says whom to mail; nothing when another instance claimed them. */
export const claimDueReminders = internalMutation({
  args: z.object({ batchId: z.string().max(64), roomId: z.string().max(64), asOf: z.number() }),
  handler: async (ctx, { batchId, roomId, asOf }): Promise<Reminder[]> => {
    if (!(await tryLockRoom(ctx, roomId))) return [];
    const batch = await getBatch(ctx.data, roomId, batchId);
    if (!batch || batch.revealed_at !== null || batch.remind_at === null || Number(batch.remind_at) > asOf) return [];
    if (!(await claimReminders(ctx.data, roomId, batchId, ctx.now))) return [];
    const [room, participants, stories, votes] = await Promise.all([
      getRoom(ctx.data, roomId),
      listRoomParticipants(ctx.data, roomId),
      listBatchStories(ctx.data, roomId, batchId),
      listBatchVotes(ctx.data, roomId, batchId),
    ]);
    if (!room) return [];
    const hidden = stories.filter((s) => s.revealed_at === null);
    const voted = new Set(votes.map((v) => `${v.participant_id}:${v.story_id}`));
    const waiting = participants
      .filter((p) => p.is_excluded_from_voting === 0)
      .map((p) => ({ participant: p, stories: hidden.filter((s) => !voted.has(`${p.id}:${s.story_id}`)) }))
      .filter((w) => w.stories.length > 0);
    const optedOut = await listOptedOut(ctx.data, waiting.map((w) => w.participant.user_id));
    const recorded = new Set(await recordReminders(ctx.data, batchId, waiting.filter((w) => !optedOut.has(w.participant.user_id)).map((w) => w.participant.user_id), ctx.now));
    const reminders: Reminder[] = [];
    for (const { participant, stories: left } of waiting) {
      if (!recorded.has(participant.user_id)) continue;
      const user = await getUser(ctx.data, participant.user_id);
      if (!user?.email) continue;
      const next = left[0]!;
      reminders.push({ email: user.email, name: participant.name, roomName: room.name, roomCode: room.code, storyId: next.story_id, storyTitle: next.title, waiting: left.length, deadlineAt: Number(batch.deadline_at), language: user.language });
    }
    return reminders;
  },
});

export function reminderMail(reminder: Reminder, publicUrl: string): { subject: string; text: string } {
  const link = `${publicUrl}/room/${encodeURIComponent(reminder.roomCode)}?vote=${encodeURIComponent(reminder.storyId)}`;
  const { language } = reminder;
  const params = { count: reminder.waiting, room: reminder.roomName, name: reminder.name, story: reminder.storyTitle, link, deadline: mailMoment(language, reminder.deadlineAt) };
  return { subject: mailText(language, "reminder.subject", params), text: mailText(language, "reminder.body", params) };
}

/** One look for due reminders (of one room, when given: see revealDueBatchesOnce): a read, then per due batch a claim and its mails. The mails sent. */
export async function sendDueRemindersOnce(services: Pick<AppServices, "runtime" | "database" | "config">, asOf = Date.now(), roomId?: string): Promise<number> {
  const due = await listDueReminders(services.database.db, asOf, REMIND_BATCH, roomId);
  const { mailer, perRecipient } = services.runtime.app.mail;
  let sent = 0;
  const failures: string[] = [];
  for (const batch of due) {
    const reminders = await services.runtime.runInternal(claimDueReminders, { batchId: batch.id, roomId: batch.room_id, asOf });
    for (const reminder of reminders) {
      try {
        await enforceLimit(perRecipient, `asyncReminder|${reminder.email}`, Date.now());
        await mailer.send({ to: reminder.email, ...reminderMail(reminder, services.config.publicUrl) });
        sent += 1;
      } catch (error) {
        // Over the recipient's mail limit, or the SMTP server refused: not retried (once per person).
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  // Thrown after the others went out, so the scheduler logs it under the job's name.
  if (failures.length > 0) throw new Error(`${failures.length} async reminder(s) not sent: ${failures.join("; ")}`);
  return sent;
}
